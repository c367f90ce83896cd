import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

// Visitors who do not know the jargon use one everyday word where the guides use their term: "the
// cut odin takes" is the fee, "a knockoff coin" a copycat, "how jumpy the price is" volatility.
// Written from the guides' headings and bodies before synonyms.ts learnt these words (no eval set
// was read); each question must be answered from one of the sections listed beside it. The one
// plain word is the point of each question: the rest is words the guides use anyway.
const FEES = ['fees#trading-fees-at-a-glance', 'fees#bonding-curve-fee', 'fees#amm-fee'];
const ASCENSION = ['bonding-curves#ascension', 'glossary#ascension'];
const CURVE = [
  'bonding-curves#what-a-bonding-curve-is',
  'bonding-curves#odin-s-exponential-curve-formula',
  'glossary#bonding-curve',
];
const CKBTC = ['glossary#ckbtc', 'internet-computer#ckbtc', 'what-is-odin#how-it-is-built'];
const IC = [
  'internet-computer#built-on-the-internet-computer',
  'what-is-odin#overview',
  'what-is-odin#how-it-is-built',
];
const IMPACT = [
  'amm-trading#price-impact',
  'glossary#slippage-and-price-impact',
  'trading-strategies#after-ascension',
];
const SLIPPAGE = ['amm-trading#slippage', 'glossary#slippage-and-price-impact'];
const SEED = ['security#never-share-your-seed-phrase-or-keys', 'about-odai#no-keys-ever'];
const TICKER = ['launching-a-token#ticker-rules'];
const LIQUIDITY = ['glossary#liquidity', 'reading-analytics#liquidity-score', 'amm-trading#price-impact'];
const VOLATILITY = ['reading-analytics#volatility'];
const PRE_BUY = [
  'glossary#pre-buy',
  'launching-a-token#the-creation-form',
  'glossary#sniper',
  'glossary#dev-wallet',
];
const MARKET_CAP = ['glossary#market-cap', 'reading-analytics#price-and-market-cap'];
const HOLDERS = ['glossary#holders'];
const RUG = ['security#rug-pulls'];
const COPYCAT = ['security#copycat-tokens'];
const PHISHING = ['security#phishing-and-fake-sites'];
const DEPOSIT = [
  'deposits-withdrawals#depositing-btc-step-by-step',
  'deposits-withdrawals#your-deposit-addresses',
];
const WITHDRAW = ['deposits-withdrawals#withdrawing-step-by-step'];
const ETCH = ['runes-basics#odin-tokens-and-runes', 'runes-basics#what-is-not-known', 'glossary#rune'];
const REFERRAL = ['fees#referral-rebate'];
const FINALITY = ['internet-computer#transaction-finality'];
const START_PRICE = ['bonding-curves#start-price'];
const FORM = ['launching-a-token#the-creation-form'];
const MINIMUM = ['deposits-withdrawals#minimum-amounts'];
const SIGNING = ['internet-computer#threshold-signing'];
const GAINERS = ['reading-analytics#top-gainers-losers-and-most-volatile', 'market:top-gainers'];
const HONEYPOT = ['glossary#honeypot'];
const SNIPER = ['glossary#sniper'];
const WHALE = ['glossary#whale'];
const SUPPLY = ['launching-a-token#supply'];
const CUSTODY = ['what-is-odin#balances-and-custody'];
const PUMP = [
  'glossary#pump-and-dump-fomo-and-fud',
  'trading-strategies#hype-and-manipulation',
  'security#common-memecoin-scams',
];

const PLAIN_WORD_PROBES: [string, string[]][] = [
  // The fee, by the words people use for what a business keeps.
  ['how big a cut does odin take from every trade?', FEES],
  ['what percentage does odin keep when i sell a coin?', FEES],
  ['is there a toll on each swap in the pool?', ['fees#amm-fee', ...FEES]],
  ['how much rake does the site keep per trade?', FEES],
  ['is there a markup when i buy on the curve?', ['fees#bonding-curve-fee', ...FEES]],
  ['whats the surcharge for trading a coin', FEES],
  ['how much is the service charge for buying a coin?', FEES],
  // Ascension as a promotion, an upgrade, a switch.
  ['when does a coin get promoted?', ASCENSION],
  ['how many tokens must sell before a coin levels up?', ASCENSION],
  ['what is the switchover when a coin sells enough?', ASCENSION],
  ['at what point does a coin get upgraded to the pool?', ASCENSION],
  ['what is the milestone a new coin is racing to?', ASCENSION],
  // The bonding curve as a ladder, staircase or ramp of prices.
  ['how does the price ladder work for a new coin?', CURVE],
  ['why does the price staircase get steeper at the end?', CURVE],
  ['what is the pricing ramp for a fresh token?', CURVE],
  // ckBTC as a stand-in or a copy of bitcoin.
  ['is the bitcoin inside odin a copy or the real thing?', CKBTC],
  ['what is the bitcoin twin token odin uses?', CKBTC],
  ['is the btc i trade with on odin a voucher for real bitcoin?', CKBTC],
  ['what is the substitute bitcoin used for trades here?', CKBTC],
  // The Internet Computer as a network of computers, a cloud, servers.
  ['what servers does odin run on?', IC],
  ['which cloud is odin hosted on?', IC],
  ['what computers power odin?', IC],
  // Price impact: how far a trade nudges, shifts or pushes the price.
  ['how much does a big buy nudge the price?', IMPACT],
  ['how far will the price shift if i buy a lot?', IMPACT],
  ['why did the price leap right after my buy?', IMPACT],
  // Slippage: the tolerance, the gap between what was shown and what was paid.
  ['what tolerance should i set when swapping?', SLIPPAGE],
  ['why is there a difference between the quoted price and what i paid?', SLIPPAGE],
  // The seed phrase as recovery words, a passphrase, secret words.
  ['should i ever give anyone my recovery words?', SEED],
  ['someone asked for my wallet passphrase, should i send it?', SEED],
  ['is it ok to type my 12 secret words into a website?', SEED],
  // The ticker as an abbreviation or a short code.
  ['how long can the abbreviation of my coin be?', TICKER],
  ['what letters can i use in my coin’s shorthand?', TICKER],
  // Liquidity as reserves, depth, a shallow pool.
  ['what does it mean when a pool is shallow?', LIQUIDITY],
  ['why does the depth of a pool matter?', LIQUIDITY],
  // Volatility as how jumpy, swingy, choppy the price is.
  ['how jumpy is a coin’s price and how do you measure it?', VOLATILITY],
  ['what does the swings number on the dashboard mean?', VOLATILITY],
  ['how do you work out how choppy a coin is?', VOLATILITY],
  ['what does the fluctuation figure mean?', VOLATILITY],
  // The pre-buy: the maker's head start.
  ['can the maker of a coin grab some before anyone else?', PRE_BUY],
  ['should i give myself a headstart buy on my own coin?', PRE_BUY],
  // Market cap as valuation or worth.
  ['how is a coin’s valuation worked out?', MARKET_CAP],
  ['what is the total worth of a coin and how is it calculated?', MARKET_CAP],
  // Holders as owners or investors.
  ['why does the number of owners of a coin matter?', HOLDERS],
  ['what does the investor count on a token mean?', HOLDERS],
  // A rug pull as the creator vanishing, bailing, absconding.
  ['can a creator vanish with the money on odin?', RUG],
  ['how do i know if a dev is going to bail with the btc?', RUG],
  // Copycats as knockoffs, clones, imitations.
  ['how do i spot a knockoff coin?', COPYCAT],
  ['there is a clone of a token i like, which one is real?', COPYCAT],
  ['how do i tell an imitation token from the original?', COPYCAT],
  // Phishing as lookalike or spoofed sites.
  ['how do i spot a lookalike odin website?', PHISHING],
  ['is a spoofed login page a real risk?', PHISHING],
  // Deposit and withdraw, in plain verbs and nouns.
  ['how do i load bitcoin onto odin?', DEPOSIT],
  ['how do i get a payout to my own wallet?', WITHDRAW],
  ['how do i transfer my winnings out to my bitcoin wallet?', WITHDRAW],
  // Etching as inscribing or engraving on bitcoin.
  ['when is a coin inscribed on bitcoin?', ETCH],
  ['how does a coin get engraved on the bitcoin chain?', ETCH],
  // The referral rebate as a kickback or an invite bonus.
  ['do i get a kickback for bringing friends?', REFERRAL],
  ['is there an invite bonus on odin?', REFERRAL],
  // Finality as settlement.
  ['how quick is settlement of a trade on odin?', FINALITY],
  // The start price as the opening or launch price.
  ['what is the opening price of a new coin?', START_PRICE],
  // The creation form's image and description, by other names.
  ['how big can the avatar of my coin be?', FORM],
  ['how long can my coin’s blurb be?', FORM],
  // The minimum as the tiniest amount.
  ['what is the tiniest deposit allowed?', MINIMUM],
  // Threshold signing as multisig.
  ['does odin use multisig for the bitcoin keys?', SIGNING],
  // Top gainers as top movers (the live list of top gainers answers it too).
  ['what are the top movers on the dashboard?', GAINERS],
  // A honeypot as a trap.
  ['what is a trap coin that you cannot sell?', HONEYPOT],
  // A sniper as a bot.
  ['what are the bots that buy a new coin in the first second?', SNIPER],
  // A whale as a bigwig or heavy hitter.
  ['what is a heavyweight holder?', WHALE],
  // The supply as the number of units printed.
  ['how many units of each coin get printed?', SUPPLY],
  // Custody: who safeguards the balance.
  ['who safeguards my bitcoin while it sits on odin?', CUSTODY],
  // A pump as hype: shilling, hyping.
  ['what does it mean when a coin gets hyped up and then crashes?', PUMP],
];

// 13 of 71 were answered from the right section before synonyms.ts learnt these words, 47 after
// (15 and 50 over the guides' plain-words phrasings of 895c851);
// the rest fall below the coverage check's bar for a word matched only as a synonym (0.6 of a match).
const FLOOR = 49;

describe('single everyday words for the guides’ concepts', () => {
  it(`are answered from the concept’s section (at least ${FLOOR} of ${PLAIN_WORD_PROBES.length})`, async () => {
    const engine = fixtureEngine();
    const missed: string[] = [];
    for (const [question, refs] of PLAIN_WORD_PROBES) {
      const r = await engine.reply({ question, history: [] });
      const ref = r.sources[0]?.ref ?? r.intent;
      if (!refs.includes(ref)) missed.push(`${question} → ${ref}`);
    }
    expect(PLAIN_WORD_PROBES.length - missed.length, missed.join('\n')).toBeGreaterThanOrEqual(FLOOR);
  });
});
