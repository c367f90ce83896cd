import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { withDescribedConcepts } from './vague-names.js';

// Visitors who do not know the jargon describe a concept instead of naming it: "the cut the site
// takes from each trade" is the fee, "the bitcoin copy they use inside the site" is ckBTC. Written
// from the guides' headings and bodies, in the words newcomers, older people, teenagers and
// non-native speakers use, before plain-descriptions*.ts learned the phrases (none comes from an
// eval set). Each question lists the sections that answer it (a ref or a ref's prefix); the
// reply's first source must be one of them (a decline cites no guide section). On main at f9d4110
// 25 of these 72 were; at 8c8ecc0, with the guides' and synonyms' own plain words, 32; with the
// phrases 70. The two left are taken by live-data capabilities before retrieval sees the rewrite
// ("makes the price go up" reads as a price ranking).
const PROBE: [string, string[]][] = [
  // The bonding curve and its price.
  ['what is the price ladder a new coin climbs', ['bonding-curves#', 'glossary#bonding-curve']],
  [
    'whats the thing that makes the price go up step by step when people buy a new coin',
    ['bonding-curves#', 'glossary#bonding-curve'],
  ],
  [
    'the math rule that sets the price of a fresh coin, what shape is it',
    ['bonding-curves#odin-s-exponential'],
  ],
  ['how much is one coin worth the second it is born', ['bonding-curves#start-price']],
  ['what does a coin cost when nobody has bought any yet', ['bonding-curves#start-price']],
  [
    'who am i buying from when a coin is brand new, there is no seller?',
    ['bonding-curves#what-a-bonding-curve-is'],
  ],
  // Ascension and progress.
  // (The launch guide's "what happens after launch" lists this since 0bb1b0f, and tells of ascension.)
  [
    'when a coin sells enough and switches over, what happens',
    ['bonding-curves#ascension', 'glossary#ascension', 'launching-a-token#what-happens-after-launch'],
  ],
  [
    'what is it called when a coin finishes its first stage and moves on',
    ['bonding-curves#ascension', 'glossary#ascension'],
  ],
  ['how many coins must be bought before it leaves the starting stage', ['bonding-curves#ascension']],
  ['when does a coin grow up and get its own pool', ['bonding-curves#ascension', 'glossary#ascension']],
  [
    'coin switch to pool after sell enough, what name is this',
    ['bonding-curves#ascension', 'glossary#ascension'],
  ],
  ['the bar that fills up on a coin page, what does it show', ['glossary#progress']],
  ['how do i see how close a coin is to the finish line', ['glossary#progress']],
  [
    'the little bit of bitcoin left over when a coin moves to the pool, who keeps it',
    ['bonding-curves#the-leftover-btc'],
  ],
  [
    'how much bitcoin does it take in total to buy every coin before it switches over',
    ['bonding-curves#btc-collected-along-the-curve'],
  ],
  // The pool, price impact, slippage, liquidity.
  [
    'how does trading work once a coin is in the big shared pot',
    ['amm-trading#constant-product-pools', 'glossary#amm'],
  ],
  ['what is the robot market maker thing', ['glossary#amm', 'amm-trading#constant-product-pools']],
  [
    'how far the price jumps if i buy a lot',
    ['amm-trading#price-impact', 'glossary#slippage-and-price-impact'],
  ],
  ['why does my own big purchase push the price up so much', ['amm-trading#price-impact']],
  [
    'how much will the price move just because of my order',
    ['amm-trading#price-impact', 'glossary#slippage-and-price-impact'],
  ],
  [
    'the difference between the price i saw and the price i actually got, what is that called',
    ['amm-trading#slippage', 'glossary#slippage-and-price-impact'],
  ],
  [
    'the setting that stops my order if the price runs away from me',
    ['amm-trading#slippage', 'glossary#slippage-and-price-impact'],
  ],
  [
    'the money waiting in the pool, what is it and why does it matter',
    ['glossary#liquidity', 'amm-trading#'],
  ],
  ['how much bitcoin is sitting in the pot to trade against', ['glossary#liquidity', 'amm-trading#']],
  ['can i put my own bitcoin and coins into the pool and earn from it', ['amm-trading#adding-liquidity']],
  [
    'people who lend their coins to the pool, what do they get',
    ['amm-trading#adding-liquidity', 'glossary#liquidity-provider'],
  ],
  // Fees.
  ['the cut the site takes from each trade', ['fees#trading-fees-at-a-glance']],
  ['how much does the website keep every time i buy something', ['fees#']],
  ['the percentage they take off my trade in the early stage', ['fees#bonding-curve-fee']],
  ['how much goes to the house when i trade in the pool', ['fees#amm-fee']],
  ['money back for bringing friends, how much is it', ['fees#referral-rebate']],
  ['what do i pay to move my bitcoin out to my own wallet', ['fees#network-costs', 'deposits-withdrawals#']],
  // ckBTC, the Internet Computer, signing.
  ['the bitcoin copy they use inside the site', ['glossary#ckbtc', 'internet-computer#ckbtc']],
  [
    'is the bitcoin inside odin real bitcoin or some kind of stand-in token',
    ['glossary#ckbtc', 'internet-computer#ckbtc'],
  ],
  ['the network of computers the site runs on', ['internet-computer#built-on', 'what-is-odin#']],
  [
    'the little programs that hold everybodys money on the site, what are they',
    ['internet-computer#built-on', 'what-is-odin#how-it-is-built'],
  ],
  [
    'how do many computers share one key so nobody has the whole thing',
    ['internet-computer#threshold-signing'],
  ],
  ['how quickly is a trade locked in for good', ['internet-computer#transaction-finality']],
  // Units and figures.
  [
    'the tiny pieces of a bitcoin that prices are shown in',
    ['glossary#sats-and-millisats', 'reading-analytics#price'],
  ],
  ['what is the smallest bit of a bitcoin called', ['glossary#sats-and-millisats']],
  [
    'the price times all the coins there are, what do they call that',
    ['glossary#market-cap', 'reading-analytics#price'],
  ],
  ['how jumpy the price is, how do you measure that', ['reading-analytics#volatility']],
  ['the number that shows how wild the price swings', ['reading-analytics#volatility']],
  ['the percent up or down since yesterday, how is it worked out', ['reading-analytics#24h-change']],
  ['the 0 to 10 rating for how easy a coin is to trade', ['reading-analytics#liquidity-score']],
  // Moving money.
  [
    'how do i put bitcoin into the site',
    ['deposits-withdrawals#depositing-btc', 'deposits-withdrawals#your-deposit'],
  ],
  [
    'how long before the bitcoin i sent shows up on the site',
    ['deposits-withdrawals#how-long-a-deposit-takes'],
  ],
  [
    'how many blocks does the bitcoin network have to add before my money counts',
    ['deposits-withdrawals#how-long-a-deposit-takes'],
  ],
  ['how do i take my bitcoin back out to my own wallet', ['deposits-withdrawals#withdrawing']],
  ['whats the least amount of bitcoin i can put in', ['deposits-withdrawals#minimum-amounts']],
  // Safety.
  [
    'the secret words for my wallet, should i give them to support',
    ['security#never-share', 'about-odai#no-keys'],
  ],
  ['somebody asked for the twelve words i wrote down for my wallet', ['security#never-share']],
  [
    'a fake copy of the website that steals your login, how do i avoid it',
    ['security#phishing-and-fake-sites'],
  ],
  ['a coin pretending to be a famous coin with the same name, how do i tell', ['security#copycat-tokens']],
  [
    'when the creator suddenly sells everything and the coin crashes, what is that called',
    ['security#rug-pulls', 'glossary#dev-wallet'],
  ],
  ['a coin you can buy but then cant sell, what is that', ['glossary#honeypot']],
  [
    'when people hype a coin up and then all sell on everybody',
    ['glossary#pump-and-dump', 'trading-strategies#hype', 'security#common-memecoin-scams'],
  ],
  // Making a coin.
  ['the short name of a coin, how long can it be', ['launching-a-token#ticker-rules']],
  ['the short code in capital letters for my coin, what are the rules', ['launching-a-token#ticker-rules']],
  ['the first buy the maker does, what is that', ['glossary#pre-buy', 'launching-a-token#']],
  [
    'can the person who makes a coin grab some before everybody else',
    ['glossary#pre-buy', 'launching-a-token#'],
  ],
  ['the creators own stash of coins, why do people watch it', ['glossary#dev-wallet']],
  ['how many coins are there of every token', ['launching-a-token#supply', 'glossary#token']],
  // People and labels.
  ['someone who owns a huge pile of one coin, what are they called', ['glossary#whale']],
  ['bots that buy a coin the very second it comes out', ['glossary#sniper']],
  ['the number of people who own a coin, why does it matter', ['glossary#holders']],
  [
    'the unique code of a coin so i dont mix it up with another one',
    ['glossary#token-id', 'security#copycat'],
  ],
  // Bitcoin itself.
  [
    'can my coin be turned into a real token on the main bitcoin chain',
    ['runes-basics#odin-tokens-and-runes', 'runes-basics#what-is-not-known'],
  ],
  [
    'tokens that live directly on bitcoin itself, what are they',
    ['runes-basics#what-runes-are', 'glossary#rune'],
  ],
  // Account.
  [
    'how do i get in with my bitcoin wallet instead of a password',
    ['what-is-odin#signing-in', 'glossary#siwb'],
  ],
  ['the long string of letters and numbers on my profile page', ['glossary#principal']],
  ['does the site hold my bitcoin or do i', ['what-is-odin#balances-and-custody']],
];

// Written after the rules, to see whether they carry beyond the questions they were made on: on
// main 11 of these 25 were answered from the right section (12 at 8c8ecc0), with the phrases 23.
const LATER: [string, string[]][] = [
  ['how does the price staircase work for new coins', ['bonding-curves#', 'glossary#bonding-curve']],
  ['what happens to my coins when the token switches over to the pool', ['bonding-curves#ascension']],
  ['after a coin grows up, how do i trade it', ['amm-trading#', 'trading-strategies#after-ascension']],
  ['whats the percentage the platform takes when i sell', ['fees#']],
  [
    'how big a cut does odin take on swaps after the coin leaves the first stage',
    ['fees#amm-fee', 'fees#trading-fees-at-a-glance'],
  ],
  ['is the btc clone they use safe', ['glossary#ckbtc', 'internet-computer#ckbtc']],
  [
    'where do i find the secret recovery words for my wallet, should i type them anywhere',
    ['security#never-share', 'about-odai#no-keys'],
  ],
  ['someone wants my 24 words to fix my account', ['security#never-share']],
  ['how do i know a coin is not a knock-off', ['security#copycat']],
  ['the dev ran off with the money, what is this called', ['security#rug-pulls', 'glossary#dev-wallet']],
  ['what is the three letter code of a coin called', ['launching-a-token#ticker-rules', 'glossary#']],
  [
    'can the creator buy some before anyone else can',
    ['glossary#pre-buy', 'launching-a-token#', 'glossary#sniper'],
  ],
  ['a wallet with a massive bag, should i worry', ['glossary#whale']],
  ['people who buy the second a token launches, who are they', ['glossary#sniper']],
  [
    'how do they work out the total worth of all the tokens of a coin',
    ['glossary#market-cap', 'reading-analytics#price'],
  ],
  ['is a jumpy coin bad', ['reading-analytics#volatility']],
  ['what does the rating from 0 to 10 mean', ['reading-analytics#liquidity-score']],
  ['how much money is waiting in the pot for trading', ['glossary#liquidity', 'amm-trading#']],
  ['can i lend my btc and tokens to a pool', ['amm-trading#adding-liquidity']],
  ['why did my order push the price up so much', ['amm-trading#price-impact']],
  [
    'the gap between the price i expected and what i paid',
    ['amm-trading#slippage', 'glossary#slippage-and-price-impact'],
  ],
  ['what is the tiniest unit of a bitcoin', ['glossary#sats-and-millisats']],
  ['is the price change since yesterday rolling', ['reading-analytics#24h-change']],
  ['how many tokens exist in each coin', ['launching-a-token#supply', 'glossary#token']],
  ['do you get something for bringing your mates to odin', ['fees#referral-rebate']],
  ['how many coins does each token have in total?? like is it random', ['launching-a-token#supply']],
  ['how does the site make money', ['fees#']],
  ['how much is the trading fee before a token ascends', ['fees#bonding-curve-fee']],
  ['how do i place a sell order on odin', ['trading-strategies#buying-and-selling-step-by-step']],
  ['is my money ok there', ['security#', 'what-is-odin#balances-and-custody']],
  // Sets V and W (dev sets of 2026-11-26): shorthand, a fresh launch, a coin of one's own.
  ['quick checklist before aping a fresh launch?', ['security#checks-before-you-buy']],
  [
    'saw 2 tokens with the exact same name + ticker, how tf do i tell which one is the og',
    ['security#copycat-tokens'],
  ],
  ['why x√288 in ur vol calc', ['reading-analytics#volatility']],
  ['how do i make my own coin what do i need', ['launching-a-token#how-to-launch-step-by-step']],
  ['Is trading any cheaper once a token has ascended?', ['fees#']],
  // Set S (an outsider's dev set): chat abbreviations, a pic, a cheaper phase, a rune named first.
  ['wdym price impact', ['amm-trading#price-impact', 'glossary#slippage-and-price-impact']],
  ['roughly what mc is a token at when it ascends', ['bonding-curves#ascension', 'glossary#market-cap']],
  [
    'max file size for the token pic?',
    ['launching-a-token#the-creation-form', 'launching-a-token#the-token-image'],
  ],
  ['is it cheaper to trade after a token ascends?', ['fees#']],
  [
    'can i bring a rune i already etched on bitcoin onto odin?',
    ['runes-basics#external-tokens', 'glossary#external'],
  ],
  [
    'my token has the same logo as another token, is that allowed',
    ['security#copycat-tokens', 'launching-a-token#tips-for-creators'],
  ],
  [
    'what chain is odin actually on, is it bitcoin L1?',
    ['runes-basics#odin-tokens-and-runes', 'what-is-odin#', 'internet-computer#'],
  ],
  ['at what point does a coin graduate off the bonding curve?', ['bonding-curves#ascension']],
  ['how many tokens get put in the liquidity pool at graduation?', ['bonding-curves#ascension']],
  ['what should i look at before buying some random new coin on there', ['security#checks-before-you-buy']],
];

describe('concepts described in plain words', () => {
  it('are answered from the section the concept belongs to', async () => {
    const engine = fixtureEngine();
    const missed: string[] = [];
    for (const [question, refs] of [...PROBE, ...LATER]) {
      const r = await engine.reply({ question, history: [] });
      const first = r.sources[0]?.ref ?? '';
      if (!refs.some((ref) => first.startsWith(ref))) missed.push(`${question} → ${first || 'no source'}`);
    }
    // Floor: one below the score when the phrases landed (93 of 97), plus the 15 added on
    // 2026-11-26 from the day's outsider sets, all answered when they were added.
    expect(PROBE.length + LATER.length - missed.length, missed.join('\n')).toBeGreaterThanOrEqual(107);
  }, 60_000);

  it('reads "how much does odin take" as the fee', () => {
    expect(withDescribedConcepts('how much does odin take per trade').replace(/\s+/g, ' ').trim()).toBe(
      'how much fee per trade',
    );
  });

  it('leaves alone what only shares a word with a description', () => {
    for (const q of [
      'how much btc goes into the pool',
      'can i get my money back after the hack',
      'what is the total value of my coins',
      'should i share my private key with support',
      'what happens if nobody buys a coin',
      'is the liquidity locked in the pool',
      'what is a market maker',
      'do i earn anything for inviting friends',
      'is a fake copy of a coin dangerous',
      'is ckbtc a copy of bitcoin',
      'what name should i give my coin',
      'is swing trading memecoins a good idea',
      'how many people hold this token',
    ]) {
      expect(withDescribedConcepts(q).replace(/\s+/g, ' ').trim()).toBe(q);
    }
  });
});
