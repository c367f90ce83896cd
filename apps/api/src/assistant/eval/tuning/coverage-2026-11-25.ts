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

export const COVERAGE_2026_11_25: EvalCase[] = [
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
