// Model answers for the grounding check's rates (grounding-rates.test.ts), written the way
// gpt-4o-mini and llama3.1 answer over the fixture market, grouped by the tool calls that precede
// them. GOOD quote, round, convert or compute from what the tools returned and must all pass;
// INVENTED each state one figure the tools and knowledge base do not support and must all fall back.

export interface GroundingCase {
  question: string;
  calls: { name: string; arguments: Record<string, unknown> }[];
  answer: string;
}

const figures = (token: string) => ({ name: 'get_token_figures', arguments: { token } });
const compare = (first: string, second: string) => ({ name: 'compare_tokens', arguments: { first, second } });
const tool = (name: string, args: Record<string, unknown> = {}) => ({ name, arguments: args });

/** The cases that make the same tool calls: question → the model's answer. */
function asked(calls: GroundingCase['calls'], answers: Record<string, string>): GroundingCase[] {
  return Object.entries(answers).map(([question, answer]) => ({ question, calls, answer }));
}

export const GOOD: GroundingCase[] = [
  ...asked([figures('ODINDOG')], {
    'price of odindog?':
      '**ODINDOG** (id `2jjj`) trades at 330.189 sats per token. These are demo data as of 2026-11-21 14:05 UTC.',
    'How is ODINDOG doing?':
      'ODINDOG is down over the last day (demo data, as of 2026-11-21 14:05 UTC):\n\n- Price: 330.189 sats\n- Market cap: $6,934.12\n- Holders: 11,151\n- 24h change: -3.42%\n- Liquidity score: 8.4/10',
    'ODINDOG price in BTC?':
      'At 330.189 sats, one ODINDOG costs about 0.0000033 BTC (1 BTC is 100,000,000 sats). Demo data as of Nov 21, 2026.',
    'roughly how many people hold odindog':
      'Roughly 11,000 wallets hold ODINDOG, which trades near 330 sats (demo data).',
  }),
  ...asked([figures('GRIFFAIN')], {
    'how big is griffain':
      'GRIFFAIN (id `22qz`) has a market cap of about $105K and 780 holders; its price was flat (0.00%) over the past 24 hours.',
  }),
  ...asked([tool('get_top_gainers')], {
    'top gainers today':
      'The top gainers over the last 24h (demo data, as of 14:05 UTC on 2026-11-21):\n\n1. **ICONFUCIUS** +12.75% (2,310 holders)\n2. **BITCAT** +7.30% (1,520 holders)\n3. **ODAI** +4.21% (412 holders)\n\nPast moves are not a recommendation.',
  }),
  ...asked([tool('get_top_losers')], {
    'who lost the most?':
      'BOBAI is the biggest loser, down 18.6% in 24 hours, followed by ODINDOG at -3.42% and the Bitcat copy (id `3bct`) at -1.05%.',
  }),
  ...asked([tool('get_most_volatile')], {
    'most volatile tokens':
      'BOBAI is the most volatile token at 92.44% 24h volatility, ahead of the Bitcat copy at 60.2% and ICONFUCIUS at 48.05%. High volatility means large swings both ways.',
  }),
  ...asked([tool('get_market_overview')], {
    'market overview':
      'ODAI tracks 7 tokens worth about $246K in total, with 16,276 holders (summed per token) and 2,990 transactions in 24 h. These are demo figures as of 2026-11-21 14:05 UTC.',
  }),
  ...asked([compare('ICONFUCIUS', 'ODINDOG')], {
    'compare ICONFUCIUS and ODINDOG':
      "ICONFUCIUS's market cap ($26,250.00) is about 3.8x ODINDOG's ($6,934.12), yet ODINDOG has nearly 5 times as many holders (11,151 vs 2,310).",
    'ICONFUCIUS vs ODINDOG today':
      'ICONFUCIUS gained +12.75% while ODINDOG fell 3.42%, a gap of 16.17 percentage points over 24h.',
  }),
  ...asked([figures('ODINDOG'), tool('get_market_overview')], {
    "what share of holders is ODINDOG's?":
      "ODINDOG's 11,151 holders are about 68.5% of the 16,276 summed holders across the 7 tracked tokens.",
  }),
  ...asked([compare('GRIFFAIN', 'BOBAI')], {
    'griffain vs bobai':
      "GRIFFAIN's market cap of $105,420.00 is more than x10 BOBAI's $8,652.00, though BOBAI's 24h volatility (92.44%) is far higher than GRIFFAIN's 12.1%.",
  }),
  ...asked([tool('search_knowledge', { query: 'trading fees' })], {
    'what are the fees?':
      'Odin.fun charges a 1% fee on bonding-curve trades and 0.5% on AMM trades after ascension [fees#trading-fees-at-a-glance]. The landing page also shows a 0.25% referral rebate.',
  }),
  ...asked([tool('search_knowledge', { query: 'ascension' })], {
    'when does a token ascend?':
      'A token ascends once 80% of its 21M supply (16.8M tokens) has sold on the curve; then 4.2M tokens and 0.2 BTC seed an AMM pool [bonding-curves#ascension].',
  }),
  ...asked([tool('search_knowledge', { query: 'pump and dump warning signs' })], {
    'how do I spot a pump and dump?':
      'Watch for three classic signs:\n\n1. Sudden volume\n2. Coordinated posts\n3. Promises of "10x" returns\n\nAnyone guaranteeing returns is not telling the truth.',
  }),
  ...asked([compare('ODAI', 'ICONFUCIUS')], {
    'liquidity of ODAI vs ICONFUCIUS':
      "ODAI's liquidity score is 3.1 out of 10, so a trade moves its price more than in ICONFUCIUS, which scores 6.2.",
  }),
  ...asked([compare('ODINDOG', 'ICONFUCIUS')], {
    'odindog transactions vs iconfucius':
      "ODINDOG saw 1,840 transactions in 24h, about 4.5x ICONFUCIUS's 410.",
  }),
  ...asked([compare('GRIFFAIN', 'ICONFUCIUS')], {
    'griffain vs iconfucius holders':
      "GRIFFAIN has 780 holders, about 66% fewer than ICONFUCIUS's 2,310, even though its market cap is roughly 4 times larger ($105,420.00 vs $26,250.00).",
  }),
  ...asked([figures('BITCAT')], {
    'BITCAT figures':
      'As of 21 November 2026, 14:05 UTC, BITCAT (id `2bct`) trades at 2.75 sats with a market cap of $57,750 and 1,520 holders (demo data).',
  }),
  ...asked([figures('ICONFUCIUS')], {
    'iconfucius price in btc': 'ICONFUCIUS costs 12.5 sats, which is 0.000000125 BTC per token.',
  }),
  ...asked([figures('ODAI')], {
    'ODAI token?':
      'ODAI is worth about $38.5K in total and rose +4.21% in the last 24 hours; it is still on its bonding curve.',
  }),
  ...asked([figures('BOBAI')], {
    'is BOBAI risky?':
      'BOBAI (BOBBY AI, id `2h4c`) fell 18.60% in 24h with 92.44% volatility and a liquidity score of just 1.4, from only 95 holders. That is a thin, swingy market; this is not advice.',
  }),
  ...asked([tool('get_tokens_by_market_cap')], {
    'biggest tokens by market cap':
      "GRIFFAIN has the largest market cap of the 7 tracked tokens, about $105.4K, or 1.8x BITCAT's $57,750.00 in second place (demo data).",
  }),
  ...asked([tool('get_tokens_by_transactions')], {
    'which token is most traded':
      'ODINDOG leads with 1,840 transactions in the last 24 hours; ICONFUCIUS is 2nd with 410 and BITCAT 3rd with 300.',
  }),
  ...asked([tool('get_tokens_by_liquidity')], {
    'most liquid tokens':
      'ODINDOG has the deepest market, with a liquidity score of 8.4/10, followed by ICONFUCIUS (6.2) and BITCAT (5.9). A higher score means a trade moves the price less.',
  }),
];

export const INVENTED: GroundingCase[] = [
  ...asked([tool('search_knowledge', { query: 'trading fees' })], {
    'what are the fees?':
      'Bonding-curve trades pay a 2% fee and AMM trades 0.5% [fees#trading-fees-at-a-glance].',
  }),
  ...asked([figures('ODINDOG')], {
    'price of odindog?': 'ODINDOG trades at 345.2 sats per token (demo data).',
    'odindog holders': 'ODINDOG has 12,480 holders as of 2026-11-21 14:05 UTC.',
    'when did odindog launch': 'ODINDOG launched on March 3, 2025 and trades at 330.189 sats.',
    'odindog price': 'ODINDOG trades at 330.189 sats as of 16:30 UTC.',
    'will odindog go up?': 'ODINDOG could reach 500 sats by December if the trend holds.',
    'odindog volume': 'ODINDOG traded $12,400 in volume over the last 24 hours.',
  }),
  ...asked([tool('get_market_overview')], {
    'market overview': 'ODAI tracks 12 tokens with a total market cap of $246,074.52.',
  }),
  ...asked([tool('get_top_gainers')], {
    'top gainers': 'ICONFUCIUS leads the gainers with +15.3% over 24h.',
  }),
  ...asked([figures('GRIFFAIN')], {
    'griffain market cap': "GRIFFAIN's market cap is about $150K.",
  }),
  ...asked([tool('search_knowledge', { query: 'ascension' })], {
    'when does a token ascend?': 'A token ascends once 85% of its supply has sold on the bonding curve.',
  }),
  ...asked([compare('ODINDOG', 'ICONFUCIUS')], {
    'compare odindog and iconfucius': 'ODINDOG has 9x as many holders as ICONFUCIUS.',
  }),
  ...asked([compare('GRIFFAIN', 'ODINDOG')], {
    // 780 / 11,151 holders is 7.0%: a coincidence with the tool figures, not a computation.
    'is griffain growing?': 'GRIFFAIN grew its holders 7% this week, while ODINDOG has 11,151.',
  }),
  ...asked([tool('get_tokens_by_market_cap')], {
    'biggest token': 'GRIFFAIN leads with a market cap of $115,420.00.',
  }),
  ...asked([tool('get_tokens_by_transactions')], {
    'most traded token': "ODINDOG's 1,840 transactions are 61% of all trades in the last 24 hours.",
  }),
];
