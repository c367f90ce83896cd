import type { components } from '../lib/api/schema.gen';

type Schemas = components['schemas'];

export const AS_OF = '2026-11-22T02:00:00.000Z';
export const SESSION_ID = '6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10';

export const featuredToken: Schemas['FeaturedToken'] = {
  id: '2odai',
  symbol: 'ODAI',
  fullName: 'ODAI Guide',
  description: 'The AI guide to Odin.fun, as a token.',
  price: '1.9312',
  priceUSD: '0.0018346',
  change24h: '4.21',
  marketCap: '38527.40',
  status: '61.20',
  bonded: false,
  holders: 412,
  supply: '21000000',
  txns: 238,
  dev: 'odai-dev',
  url: 'https://odin.fun/token/2odai',
  source: 'demo',
  asOf: AS_OF,
};

export const popularTokens: Schemas['PopularToken'][] = [
  { id: '2jjj', name: 'ODINDOG', symbol: 'ODINDOG', marketCap: '1950000.00' },
  { id: '29m8', name: 'ICONFUCIUS', symbol: 'ICONFUCIUS', marketCap: '201000.00' },
  { id: '2h4c', name: 'BOBBY AI', symbol: 'BOBAI', marketCap: '95000.00' },
  { id: '2abc', name: 'SATOSHI CAT', symbol: 'SCAT', marketCap: '41000.00' },
  { id: '2xyz', name: 'FIFTH TOKEN', symbol: 'FIFTH', marketCap: '1000.00' },
];

const analytics = (
  tokenId: string,
  priceChange24h: string,
  volatility: string,
  holders: number,
): Schemas['TokenAnalytics'] => ({
  tokenId,
  priceChange24h,
  holders,
  transactions24h: 1840,
  liquidityScore: '8.44',
  volatility,
  historyHours: 24,
  partial: false,
});

export const tokens: Schemas['Token'][] = [
  { id: '2jjj', name: 'ODINDOG', symbol: 'ODINDOG', analytics: analytics('2jjj', '12.5', '21.734', 11151) },
  {
    id: '29m8',
    name: 'ICONFUCIUS',
    symbol: 'ICONFUCIUS',
    analytics: analytics('29m8', '-3.42', '48.1', 2300),
  },
  { id: '2h4c', name: 'bobby ai', symbol: 'BOBAI', analytics: analytics('2h4c', '0', '5', 640) },
  { id: '2new', name: 'NEWBIE', symbol: 'NEW' },
];

export const marketOverview: Schemas['MarketOverviewResponse'] = {
  overview: { totalTokens: 4, totalHolders: 14091, totalTransactions24h: 5520, totalMarketCap: '2287000.00' },
  topGainers: [tokens[0]!.analytics!],
  topLosers: [tokens[1]!.analytics!],
  mostVolatile: [tokens[1]!.analytics!, tokens[0]!.analytics!],
  source: 'demo',
  asOf: AS_OF,
};

export const tokenDetail: Schemas['TokenDetailResponse'] = {
  token: { id: '2jjj', name: 'ODINDOG', symbol: 'ODINDOG', price: '330.189', marketCap: '1950000.00' },
  analytics: tokens[0]!.analytics!,
  priceHistory: [
    { timestamp: '2026-11-20T00:00:00.000Z', price: '300', volume24h: '1200.5', marketCap: '1800000' },
    { timestamp: '2026-11-21T00:00:00.000Z', price: '320' },
    { timestamp: '2026-11-22T00:00:00.000Z', price: '330.189', volume24h: '900', marketCap: '1950000' },
  ],
  source: 'demo',
  asOf: AS_OF,
};

export const userMessage: Schemas['ChatMessage'] = {
  id: '0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e01',
  message: 'What happens when a token ascends?',
  isUser: true,
  createdAt: AS_OF,
};

export const assistantMessage: Schemas['ChatMessage'] = {
  id: '0b6f4c1a-1d1c-4b0e-8f5e-2d7c9b1a3e02',
  message:
    'A token **ascends** when 80% of its supply is sold.\n\n- See [the help centre](https://help.odin.fun/hc/en-us)\n\n<script>alert(1)</script><img src=x onerror="alert(1)">\n\n[bad](javascript:alert(1))',
  isUser: false,
  createdAt: AS_OF,
  sources: [
    { kind: 'guide', title: 'Bonding curves — Ascension', ref: 'bonding-curves#ascension' },
    {
      kind: 'live-data',
      title: 'ODINDOG market data',
      ref: 'token:2jjj',
      url: 'https://odin.fun/token/2jjj',
      asOf: AS_OF,
      source: 'demo',
    },
  ],
};

export const errorBody = (error: string, code: string): Schemas['Error'] => ({ error, code });
