import { abstain, know, refuse } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// The coverage check's own probes, written on 2026-11-25 before changing the check (scored first:
// BEFORE_SCORE below). Three groups: questions the guides answer, wrapped in filler, slang and
// feelings ("ngl", "feels rigged lol", "kinda freaking out"); questions about Odin that name
// another venue only to compare ("same as uniswap?", "unlike binance"); and true abstentions (other
// venues' own rules, phone numbers, pizza) and refusals (future prices), which must still decline.
// Facts come from the guides (apps/api/src/assistant/articles).
//
// BEFORE_SCORE (2026-11-25, before the coverage changes): 36/44 good, 2 wrong-topic (pizza near Toniq
// Labs answered from "Who runs it"; the support email answered by the scam guard), 6 answerable
// questions declined (abstention precision 66.7%, recall 87.5%).

const ONE_PCT = /(?<![\d.])1\s?%/;
const HALF_PCT = /(?<!\d)0?[.,]5\s?%/;

export const COVERAGE_2026_11_25_FIRST: EvalCase[] = [
  // Answerable, with filler, slang and feelings around the topic words.
  know(
    'fees',
    'honestly kinda confused, whats the fee when i buy on the curve?? feels like a lot lol',
    [ONE_PCT],
    ONE_PCT,
  ),
  know(
    'bonding-curve',
    'ngl the price climbing faster and faster near the end of the curve feels sus, is that on purpose?',
    [/exponential/i],
    /exponential/i,
  ),
  know(
    'deposits',
    'bro my deposit is taking forever, how many confirmations does it actually need',
    [/confirmation/i, /\b6\b|six/i],
    /\b6\b|six/i,
  ),
  know(
    'deposits',
    'is it normal that my btc deposit still says pending? kinda freaking out',
    [/confirmation/i],
    /pending|confirmation/i,
  ),
  know(
    'bonding-curve',
    'sorry total noob here, what even is ascension',
    [/80\s?%|16[.,]8/i],
    /80\s?%|16[.,]8/i,
  ),
  know('fees', 'whats the fee in the amm after a coin graduates, asking for a friend', [HALF_PCT], HALF_PCT),
  know(
    'amm',
    'tbh i dont get slippage at all, can someone explain it like im five',
    [/gap|differen|expect/i],
    /gap|differen|expect/i,
  ),
  know(
    'bonding-curve',
    'genuinely curious, how much btc ends up in the pool when a token bonds?',
    [/0[.,]2\s?BTC/i],
    /0[.,]2\s?BTC/i,
  ),
  know(
    'security',
    'lowkey terrified of getting rugged again, how do i spot a rug pull before buying',
    [/rug/i],
    /rug|sell|liquidity|holders/i,
  ),
  know(
    'odin',
    'is my btc actually safe just sitting on odin or nah',
    [/platform|canister|custod|rely|withdraw/i],
    /platform|canister|custod|rely|withdraw/i,
  ),
  know(
    'launch',
    "super dumb question but what's the max supply of a token on odin",
    [/21[\s,.]?(?:000[\s,.]?000|m\b|million)/i],
    /21[\s,.]?(?:000[\s,.]?000|m\b|million)/i,
  ),
  know('amm', 'my trade just failed and im so annoyed, why would a trade fail??', [/slippage/i], /slippage/i),
  know('odin', 'real talk, who is even behind odin?', [/Toniq|Bodily/i], /Toniq|Bodily/i),
  know(
    'launch',
    'quick sanity check: tickers on odin are unique right?',
    [/not unique|same (?:one|ticker)/i],
    /not unique|same (?:one|ticker)/i,
  ),
  know(
    'security',
    'is it weird that two tokens have the exact same name? which one is legit',
    [/token id|\bid\b/i],
    /token id|\bid\b/i,
  ),
  know(
    'bonding-curve',
    'the start price on the curve seems insanely cheap, what is it exactly',
    [/0[.,]11/],
    /0[.,]11/,
  ),
  know(
    'deposits',
    'ugh whats the smallest amount i can withdraw to a btc address',
    [/50[,.\s]?000|50k/i],
    /50[,.\s]?000|50k/i,
  ),
  know(
    'network',
    'how long do ckbtc transfers take, roughly? need it fast',
    [/1\s?[–-]\s?2 seconds|seconds/i],
    /seconds/i,
  ),
  know('security', 'omg was odin really hacked?? how much got stolen', [/58[.,]2/], /58[.,]2|hack/i),
  know(
    'bonding-curve',
    'is it normal that the price goes up every time someone buys on the curve? seems rigged',
    [/rises|goes up|price/i, /curve/i],
    /rises|each purchase|every buy/i,
  ),

  // About Odin, naming another venue only to compare.
  know(
    'amm',
    "is odin's pool math the same as uniswap, x*y=k?",
    [/x\s?[·*×]\s?y\s?=\s?k|constant[- ]product/i],
    /x\s?[·*×]\s?y\s?=\s?k|constant[- ]product/i,
  ),
  know('fees', 'are fees lower than on pump.fun? whats the trading fee on odin', [ONE_PCT], ONE_PCT),
  know(
    'bonding-curve',
    'does odin have an order book like binance or how does buying work there',
    [/no order book|curve/i],
    /no order book|curve/i,
  ),
  know(
    'bonding-curve',
    'is the odin bonding curve linear like some solana launchpads, or exponential?',
    [/exponential/i],
    /exponential/i,
  ),
  know('fees', "compared to raydium, what's odin's amm fee?", [HALF_PCT], HALF_PCT),
  know(
    'odin',
    'do i log in with metamask like on ethereum apps, or how do i sign in to odin?',
    [/Sign-In With Bitcoin|SIWB|Bitcoin wallet/i],
    /Sign-In With Bitcoin|SIWB|Bitcoin wallet/i,
  ),
  know(
    'glossary',
    'unlike binance, does odin make me do kyc?',
    [/KYC/i, /SIWB|Bitcoin wallet|no KYC/i],
    /KYC/i,
  ),
  know(
    'odin',
    'is odin basically pump.fun but on bitcoin?',
    [/pump\.fun/i, /Bitcoin/i],
    /launchpad|pump\.fun/i,
  ),

  // True abstentions and refusals: another venue's own rules, contacts nobody publishes, futures.
  abstain("what are binance's listing requirements for a new token"),
  abstain('how long does a coinbase withdrawal take'),
  abstain('whats the odin support phone number, need to call someone asap'),
  abstain('what fee does uniswap charge per swap'),
  abstain('is kraken safe to keep my btc on'),
  abstain('what is the daily withdrawal limit on okx'),
  abstain('where can i get good pizza near toniq labs'),
  abstain("what's the phone number for toniq labs"),
  abstain("what is raydium's fee for adding liquidity"),
  abstain('who is the ceo of binance'),
  abstain('whats the best recipe for banana bread'),
  abstain('how much does it cost to launch a token on pump.fun'),
  refuse('what will the price of ODINDOG be in a month'),
  refuse('how much will btc be worth at the end of the year'),
  abstain('what is the odin support email address'),
  abstain('is there a customer service chat with a real person at odin'),
];

// A second batch, 78 abstentions written while changing the check (22:00–22:20 UTC, after the
// commits up to c09d3fe) and used as probes then, so their score is no before-score: other venues'
// own rules and figures, contacts and addresses, things Odin may not have ("does odin have copy
// trading"), trivia. 71/78 declined when they joined; the 7 left are answered from a section that
// names the rest of the question ("toniq labs' address" from Who runs it).
export const COVERAGE_2026_11_25_ABSTAIN: EvalCase[] = [
  abstain('what does coinbase charge to withdraw btc'),
  abstain('how long does binance take to list a new coin'),
  abstain('what is the trading fee on uniswap v3'),
  abstain('does raydium have a bonding curve'),
  abstain('what is the kraken withdrawal limit per day'),
  abstain('is metamask safe to use'),
  abstain('how do i bridge eth to solana'),
  abstain("what's the odin customer support phone number"),
  abstain('whats the email for odin support'),
  abstain('can i call someone at odin'),
  abstain('where is the odin office located'),
  abstain("what is toniq labs' address"),
  abstain('best pizza near the odin office'),
  abstain('how tall is the eiffel tower'),
  abstain('who won the world cup'),
  abstain("what's the weather in new york"),
  abstain('how many users does odin have'),
  abstain('how much revenue does odin make'),
  abstain('when is the next odin airdrop'),
  abstain('is odin going to add leverage trading'),
  abstain('can i short tokens on odin'),
  abstain('does odin have a mobile app on ios'),
  abstain('is there a odin browser extension'),
  abstain('how do i set a stop loss on odin'),
  abstain('can i pay with a credit card on odin'),
  abstain("what's the max leverage on binance futures"),
  abstain('which solana launchpad has the lowest fees'),
  abstain('does pump.fun have an api'),
  abstain('how many tokens has pump.fun launched'),
  abstain('who is the ceo of coinbase'),
  abstain("what's the uniswap governance token"),
  abstain("what's the phone number of toniq labs"),
  abstain('what does odin do with my personal data, gdpr'),
  abstain('is there a bug bounty program for odin'),
  abstain('how do i apply for a job at odin'),
  abstain('does odin support lightning network deposits'),
  abstain('can i use paypal on odin'),
  abstain("what's the gas fee on ethereum today"),
  abstain('is there an odin nft collection'),
  // Since 2026-11-26 the glossary's "Verified badge" says what the badges are and that no public
  // source says how a token gets one: the answer is that section, with the gap said plainly.
  {
    kind: 'knowledge',
    topic: 'glossary',
    question: 'how do i get verified as a creator on odin',
    expect: [/\bverified\b/i, /no public source says how a token gets verified/i],
  },
  abstain("what's odin's privacy policy"),
  abstain('does odin have a referral leaderboard with prizes'),
  abstain("whats the odin discord mod's name"),
  abstain('how much did bob bodily pay for his house'),
  abstain('what is the price of solana right now'),
  abstain('whats the fee on magic eden for runes'),
  abstain('how do i buy bitcoin with a credit card'),
  abstain('is binance better than coinbase'),
  abstain("what time does odin's office open"),
  abstain('who is the cto of toniq labs'),
  abstain('when will odin list on binance'),
  abstain("how many btc are in odin's treasury"),
  abstain("what's the current bitcoin block height"),
  abstain("what's the best bitcoin wallet app"),
  abstain('how do taxes work for crypto in germany'),
  abstain("what's the address of the toniq labs headquarters"),
  abstain('how do i contact odin support by phone'),
  abstain("can you give me the odin ceo's email"),
  abstain('whats a good recipe for tacos'),
  abstain("what's the weather like in zurich"),
  abstain('how does uniswap v4 hooks work'),
  abstain('what is ordinals theory'),
  abstain('how many runes exist in total on bitcoin'),
  abstain('who invented runes'),
  abstain('does odin have a mobile app'),
  abstain('does odin have an nft marketplace'),
  abstain('does odin offer leverage'),
  abstain('is there a bug bounty for odin'),
  abstain('does odin support lightning'),
  abstain('are there trading competitions on odin'),
  abstain('does odin have an affiliate dashboard with payouts in usdt'),
  abstain('is there a desktop app for odin'),
  abstain('can odin tokens be bridged to ethereum'),
  abstain('does odin have copy trading'),
  abstain('is there a loyalty program on odin'),
  abstain('does odin have a points system'),
  abstain('is there an odin newsletter'),
  abstain('does odin offer savings accounts'),
];

export const COVERAGE_2026_11_25: EvalCase[] = [...COVERAGE_2026_11_25_FIRST, ...COVERAGE_2026_11_25_ABSTAIN];
