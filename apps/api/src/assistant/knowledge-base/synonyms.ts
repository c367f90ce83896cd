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
  // The everyday word for the fee, both ways: a listed "what fee…" reads as close to "what cut…".
  ['fee', 'cut', 'cuts'],
  ['curve', 'bonding'],
  ['amm', 'pool', 'pools', 'swap', 'swaps', 'liquidity', 'dex'],
  ['slippage', 'impact'],
  ['launch', 'launching', 'create', 'creating', 'creation', 'mint', 'deploy', 'make'],
  ['image', 'logo', 'picture', 'icon', 'pfp', 'pic', 'pics'],
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
  [
    'down',
    'fall',
    'falls',
    'falling',
    'drop',
    'drops',
    'dropping',
    'dip',
    'crash',
    'tank',
    'nuke',
    'nukes',
    'nuked',
    'plummet',
    'plunge',
    'plunges',
  ],
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

/**
 * Everyday words for a concept the guides name by their own term ("the cut odin takes", "a knockoff
 * coin", "how jumpy the price is"): each plain word searches for the term, and the term's listed
 * questions read as close to the visitor's ("what is a copycat token?" beside "what is a knockoff
 * coin?"), so both directions are indexed. No guide writes these words, so a term searching for
 * them finds nothing; it only divides that term's SYNONYM_WEIGHT among more words. Keep each entry
 * small for that reason, and only words that stand for the one concept: "load" (a page that won't
 * load), "owner" (who owns Odin), "bot" (a trading bot), "payout" (an affiliate's) and "multisig"
 * (a question the guides cannot answer) drag other questions along. Inflected forms are listed
 * where the stemmer leaves an odd stem ("inscribed" → "inscrib").
 */
const PLAIN_WORDS: [plain: string[], terms: string[]][] = [
  // What a business keeps from each trade. One way only (see ONE_WAY); "cut" is a group above.
  [['rake', 'markup', 'surcharge', 'toll', 'tolls'], ['fee']],
  // A coin that sold enough moves up: "when does a coin get promoted", "the switchover".
  [['promoted', 'promotion', 'switchover', 'milestone'], ['ascension']],
  // The price rising step by step as people buy.
  [
    ['ladder', 'staircase', 'stairs', 'ramp'],
    ['bonding', 'curve'],
  ],
  // A coin's life has two phases, the curve and the pool: "its first stage" is the curve's phase.
  [['stage', 'stages'], ['phase']],
  // The token that stands for bitcoin inside Odin.
  [['twin', 'voucher', 'iou', 'wrapped'], ['ckbtc']],
  // What Odin runs on.
  [
    ['cloud', 'hosted', 'hosting', 'servers'],
    ['internet', 'computer', 'icp'],
  ],
  // How far one's own trade moves the price.
  [['nudge', 'budge', 'shift'], ['impact']],
  // The slippage limit under its everyday names; a "quoted" price is the expected one.
  [['tolerance'], ['slippage', 'limit']],
  [
    ['quote', 'quoted'],
    ['expect', 'slippage'],
  ],
  [['passphrase'], ['seed', 'phrase', 'key']],
  [['abbreviation', 'shorthand', 'acronym'], ['ticker']],
  // A pool with little in it; how much it holds.
  [['shallow'], ['thin']],
  [['depth'], ['liquidity']],
  // How much the price swings.
  [
    ['jumpy', 'choppy', 'erratic', 'fluctuation', 'fluctuations', 'fluctuate', 'fluctuating'],
    ['volatility', 'volatile'],
  ],
  [['headstart'], ['pre', 'prebuy']],
  [['valuation'], ['market', 'cap']],
  [['investor', 'investors'], ['holder']],
  [
    [
      'knockoff',
      'knockoffs',
      'imitation',
      'clone',
      'counterfeit',
      'replica',
      'impostor',
      'imposter',
      'impostors',
      'imposters',
    ],
    ['copycat'],
  ],
  [
    ['lookalike', 'spoof', 'spoofed'],
    ['fake', 'phishing'],
  ],
  [['inscribe', 'inscribed', 'engrave', 'engraved'], ['etch']],
  [['kickback'], ['referral', 'rebate']],
  // A checklist is the checks; a fresh launch is a new token (set W).
  [
    ['checklist', 'checklists'],
    ['check', 'checks'],
  ],
  [['fresh'], ['new']],
  [['avatar'], ['image']],
  [['blurb', 'bio'], ['description']],
  [
    ['tiniest', 'tiny', 'teeny', 'teensy'],
    ['smallest', 'minimum'],
  ],
  [['movers'], ['gainer']],
  [['trap'], ['honeypot']],
  [
    ['heavyweight', 'bigwig'],
    ['whale', 'big'],
  ],
  [
    ['print', 'printed', 'printing'],
    ['supply', 'mint'],
  ],
  [['safeguard', 'safekeeping'], ['custody']],
  // A coin's owners are its holders; one "owner" is more often its creator, so the plural only.
  [['owners'], ['holders']],
  // Where a site answers common questions.
  [
    ['faq', 'faqs'],
    ['help', 'centre'],
  ],
  // A token's social accounts are the links its creation form takes.
  [['socials'], ['social', 'links']],
];

// Terms whose own group carries many questions: "fee" already spreads its weight over "cost",
// "charge" and "pay", and with five more words "is there a fee to move ckbtc" lost its answer.
const ONE_WAY = new Set(['fee']);

/** Every word of every group: words retrieval understands even where no article uses them. */
export const SYNONYM_WORDS: string[] = [...GROUPS.flat(), ...PLAIN_WORDS.flatMap(([plain]) => plain)];

// Keyed by stem so "graduates" finds the group of "graduate".
const INDEX = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const word of group) {
    const set = INDEX.get(stem(word)) ?? new Set<string>();
    for (const other of group) set.add(stem(other));
    INDEX.set(stem(word), set);
  }
}
for (const [plain, terms] of PLAIN_WORDS) {
  for (const word of plain) {
    const set = INDEX.get(stem(word)) ?? new Set<string>();
    for (const term of terms) set.add(stem(term));
    INDEX.set(stem(word), set);
  }
}
for (const [plain, terms] of PLAIN_WORDS) {
  if (terms.some((t) => ONE_WAY.has(t))) continue;
  for (const term of terms) {
    const set = INDEX.get(stem(term)) ?? new Set<string>([stem(term)]);
    for (const word of plain) set.add(stem(word));
    INDEX.set(stem(term), set);
  }
}

/** The (stemmed) term plus its synonyms, the term itself first. */
export function expandTerm(term: string): string[] {
  const own = stem(term.toLowerCase());
  const group = INDEX.get(own);
  return group ? [own, ...[...group].filter((w) => w !== own)] : [own];
}
