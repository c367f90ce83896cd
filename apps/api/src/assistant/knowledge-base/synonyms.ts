import { stem } from './stem.js';

/**
 * Query expansion for retrieval. Each group lists words visitors use for one idea; a query term in
 * a group also searches for the others. Kept as data so the eval can grow it without code changes.
 */
const GROUPS: string[][] = [
  [
    'ascend',
    'ascension',
    'ascended',
    'graduate',
    'graduation',
    'graduated',
    'bond',
    'bonded',
    'migrate',
    'migration',
    'migrated',
    // "When the curve is finished / completed": the end of the curve is ascension.
    'finish',
    'finished',
    'complete',
    'completed',
  ],
  ['fee', 'fees', 'cost', 'costs', 'commission', 'charge', 'charges', 'pay'],
  ['curve', 'bonding'],
  ['amm', 'pool', 'pools', 'swap', 'swaps', 'liquidity', 'dex'],
  ['slippage', 'impact'],
  ['launch', 'launching', 'create', 'creating', 'creation', 'mint', 'deploy', 'make'],
  ['image', 'logo', 'picture', 'icon', 'pfp'],
  ['change', 'edit', 'modify', 'alter'],
  ['deposit', 'deposits', 'fund', 'funding'],
  ['withdraw', 'withdrawal', 'withdrawals', 'cash', 'redeem'],
  ['confirmation', 'confirmations', 'confirm', 'wait'],
  ['scam', 'scams', 'scammer', 'phishing', 'fraud', 'rug', 'fake'],
  ['hack', 'hacked', 'exploit', 'exploited', 'incident', 'incidents', 'drained', 'stolen', 'steal', 'attack'],
  ['seed', 'phrase', 'mnemonic', 'key', 'keys', 'private'],
  ['safe', 'safety', 'secure', 'security', 'protect', 'trust', 'trustworthy'],
  ['strategy', 'strategies', 'tips', 'approach', 'evaluate', 'research'],
  ['risk', 'risks', 'risky', 'lose', 'loss', 'wreck', 'wrecked', 'rekt'],
  ['minimum', 'smallest', 'least', 'lowest', 'minimal'],
  ['doc', 'docs', 'documentation'],
  // A price going down: "why is it down", "what if the price drops".
  ['down', 'fall', 'falls', 'falling', 'drop', 'drops', 'dropping', 'dip', 'crash', 'tank'],
  ['rune', 'runes', 'etch', 'etching', 'etched'],
  ['referral', 'referrals', 'rebate', 'refer', 'referrer'],
  ['icp', 'internet', 'canister', 'canisters'],
  ['finality', 'final', 'fast', 'speed', 'settle'],
  ['signing', 'signature', 'threshold', 'ecdsa', 'schnorr'],
  ['ticker', 'symbol'],
  ['developer', 'developers', 'dev', 'devs', 'creator', 'creators', 'deployer'],
  ['buy', 'buying', 'purchase', 'purchases'],
  ['sign', 'login', 'log', 'signin', 'siwb'],
  // The pools' formula is the constant product (x·y = k), as the curve's is exponential.
  ['formula', 'equation', 'math', 'maths', 'exponential', 'constant'],
  ['date', 'founded', 'year', 'launched'],
  ['update', 'updated', 'refresh', 'refreshed', 'interval', 'often', 'fresh'],
  ['start', 'starting', 'initial', 'begin', 'beginning', 'first'],
  ['copycat', 'copycats', 'copy', 'fake', 'impersonate'],
  ['supply', '21m', 'million'],
  ['odai', 'unofficial', 'affiliated', 'official'],
  ['meaning', 'define', 'definition', 'glossary', 'term'],
];

/** Every word of every group: words retrieval understands even where no article uses them. */
export const SYNONYM_WORDS: string[] = GROUPS.flat();

// Keyed by stem so "graduates" finds the group of "graduate".
const INDEX = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const word of group) {
    const set = INDEX.get(stem(word)) ?? new Set<string>();
    for (const other of group) set.add(stem(other));
    INDEX.set(stem(word), set);
  }
}

/** The (stemmed) term plus its synonyms, the term itself first. */
export function expandTerm(term: string): string[] {
  const own = stem(term.toLowerCase());
  const group = INDEX.get(own);
  return group ? [own, ...[...group].filter((w) => w !== own)] : [own];
}
