// Static guide copy, in our own words, from public Odin.fun facts (help centre, official docs).
export const GUIDES = [
  {
    title: 'What is Odin.fun?',
    article: 'what-is-odin',
    intro: 'A launchpad and exchange for Bitcoin-native tokens that trade first on a bonding curve.',
    points: [
      'Built on the Internet Computer: trading logic runs in ICP canisters, with BTC held as ckBTC',
      'Sign in with a Bitcoin wallet; threshold signing secures the Bitcoin side',
      'About 20-second transaction finality on trades',
      'Every token has a fixed 21M supply',
    ],
  },
  {
    title: 'How to Launch Tokens',
    article: 'launching-a-token',
    intro: 'Create a token in a minute and let the bonding curve set its price.',
    points: [
      'Pick a name (3–30 characters), a ticker and an image',
      'The price follows an exponential bonding curve as tokens are bought',
      'At 80% sold the token ascends: liquidity moves to an AMM pool',
      'Ascended tokens can be etched as real Bitcoin Runes',
    ],
  },
  {
    title: 'Top Earning Strategies',
    article: 'trading-strategies',
    intro: 'Ways people earn on Odin.fun, each with real risk. Do your own research.',
    points: [
      'Share your referral link and earn a rebate on referred trades',
      'Provide liquidity to ascended tokens and earn a share of swap fees',
      'Check holders, liquidity and price impact before every trade',
      'Identify tokens by id, not by name: tickers get copied',
    ],
  },
] as const;

export const FEES = [
  { label: 'Bonding curve trading fee', value: '1%', note: 'On each buy or sell before a token ascends' },
  { label: 'AMM trading fee', value: '0.5%', note: 'On swaps in the pool after ascension' },
  { label: 'Referral rebate', value: '0.25%', note: 'Earned by the referrer on referred trades' },
] as const;
