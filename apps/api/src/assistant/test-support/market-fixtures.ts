import type { components } from '../../generated/api-types.gen.js';
import type { MarketSource } from '../../market/market-service.js';

type Schemas = components['schemas'];
type Token = Schemas['Token'];

export const FIXTURE_AS_OF = '2026-11-21T14:05:00.000Z';

function token(
  id: string,
  name: string,
  symbol: string,
  price: string,
  marketCap: string,
  bonded: boolean,
  a: { change: string; holders: number; txns: number; liquidity: string; volatility: string },
): Token {
  return {
    id,
    name,
    symbol,
    price,
    marketCap,
    bonded,
    analytics: {
      tokenId: id,
      priceChange24h: a.change,
      holders: a.holders,
      transactions24h: a.txns,
      liquidityScore: a.liquidity,
      volatility: a.volatility,
      historyHours: 24,
      partial: false,
    },
  };
}

/** A small, fixed market: two tokens share the BITCAT ticker on purpose (copycats exist). */
export const FIXTURE_TOKENS: Token[] = [
  token('2jjj', 'ODINDOG', 'ODINDOG', '330.189', '6934.12', true, {
    change: '-3.42',
    holders: 11151,
    txns: 1840,
    liquidity: '8.4',
    volatility: '21.73',
  }),
  token('2odai', 'ODAI', 'ODAI', '1.9312', '38527.40', false, {
    change: '4.21',
    holders: 412,
    txns: 238,
    liquidity: '3.1',
    volatility: '35.80',
  }),
  token('29m8', 'ICONFUCIUS', 'ICONFUCIUS', '12.5', '26250.00', true, {
    change: '12.75',
    holders: 2310,
    txns: 410,
    liquidity: '6.2',
    volatility: '48.05',
  }),
  token('2h4c', 'BOBBY AI', 'BOBAI', '0.412', '8652.00', false, {
    change: '-18.60',
    holders: 95,
    txns: 77,
    liquidity: '1.4',
    volatility: '92.44',
  }),
  token('22qz', 'GRIFFAIN', 'GRIFFAIN', '5.02', '105420.00', true, {
    change: '0.00',
    holders: 780,
    txns: 120,
    liquidity: '5.0',
    volatility: '12.10',
  }),
  token('2bct', 'Bitcat', 'BITCAT', '2.75', '57750.00', true, {
    change: '7.30',
    holders: 1520,
    txns: 300,
    liquidity: '5.9',
    volatility: '30.00',
  }),
  token('3bct', 'Bitcat Copy', 'BITCAT', '0.121', '2541.00', false, {
    change: '-1.05',
    holders: 8,
    txns: 5,
    liquidity: '0.3',
    volatility: '60.20',
  }),
];

function rows(sorted: Token[]): Schemas['TokenAnalytics'][] {
  return sorted.flatMap((t) => (t.analytics ? [t.analytics] : []));
}
const change = (t: Token) => Number(t.analytics?.priceChange24h ?? 0);

export function fixtureOverview(source: MarketSource): Schemas['MarketOverviewResponse'] {
  return {
    overview: {
      totalTokens: FIXTURE_TOKENS.length,
      totalHolders: FIXTURE_TOKENS.reduce((s, t) => s + (t.analytics?.holders ?? 0), 0),
      totalTransactions24h: FIXTURE_TOKENS.reduce((s, t) => s + (t.analytics?.transactions24h ?? 0), 0),
      totalMarketCap: '245074.52',
      btcUsd: '95000',
    },
    topGainers: rows(FIXTURE_TOKENS.filter((t) => change(t) > 0).sort((a, b) => change(b) - change(a))),
    topLosers: rows(FIXTURE_TOKENS.filter((t) => change(t) < 0).sort((a, b) => change(a) - change(b))),
    mostVolatile: rows(
      [...FIXTURE_TOKENS].sort((a, b) => Number(b.analytics?.volatility) - Number(a.analytics?.volatility)),
    ),
    source,
    asOf: FIXTURE_AS_OF,
  };
}

export const FIXTURE_FEATURED: Schemas['FeaturedToken'] = {
  id: '2odai',
  symbol: 'ODAI',
  fullName: 'ODAI',
  description: 'The AI guide to Odin.fun, as a token.',
  price: '1.9312',
  change24h: '4.21',
  marketCap: '38527.40',
  status: '61.20',
  bonded: false,
  holders: 412,
  url: 'https://odin.fun/token/2odai',
  source: 'demo',
  asOf: FIXTURE_AS_OF,
};
