import type { components, ErrorCode } from '@odai/contract';
import { FIXTURE_AS_OF, FIXTURE_FEATURED, FIXTURE_TOKENS, fixtureOverview } from '@odai/contract/fixtures';

type Schemas = components['schemas'];

// The market is the shared contract fixture (the API suites and the assistant's eval use the same
// one), plus one token the server has not analysed yet, which the dashboard must still list.
export const AS_OF = FIXTURE_AS_OF;
export const SESSION_ID = '6f1d2c1e-8a4b-4c8e-9a57-0d2b7f3e9b10';

export const featuredToken: Schemas['FeaturedToken'] = { ...FIXTURE_FEATURED, dev: 'odai-dev' };

const byMarketCap = (a: Schemas['Token'], b: Schemas['Token']) => Number(b.marketCap) - Number(a.marketCap);
const ranked = [...FIXTURE_TOKENS].sort(byMarketCap);

/** Largest first, as the server sends them; the page shows the first 4. */
export const popularTokens: Schemas['PopularToken'][] = ranked.map(({ id, name, symbol, marketCap }) => ({
  id,
  name,
  symbol,
  marketCap: marketCap ?? '0',
}));

export const tokens: Schemas['Token'][] = [...ranked, { id: '2new', name: 'NEWBIE', symbol: 'NEW' }];

export const marketOverview: Schemas['MarketOverviewResponse'] = fixtureOverview('demo');

const odindog = FIXTURE_TOKENS.find((t) => t.id === '2jjj')!;

export const tokenDetail: Schemas['TokenDetailResponse'] = {
  token: {
    id: odindog.id,
    name: odindog.name,
    symbol: odindog.symbol,
    price: odindog.price,
    marketCap: odindog.marketCap,
  },
  analytics: odindog.analytics!,
  priceHistory: [
    { timestamp: '2026-11-19T00:00:00.000Z', price: '300', volume24h: '1200.5', marketCap: '6300' },
    { timestamp: '2026-11-20T00:00:00.000Z', price: '320' },
    { timestamp: '2026-11-21T00:00:00.000Z', price: '330.189', volume24h: '900', marketCap: '6934.12' },
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
      asOf: AS_OF,
      source: 'demo',
    },
  ],
  suggestions: ['What fees does Odin.fun charge?', 'How do I launch my own token?'],
};

export const chatAssistant: Schemas['ChatAssistant'] = {
  engine: 'embedded',
  streaming: false,
  suggestions: [
    'How does the bonding curve work?',
    'How does AMM trading work?',
    'How do I launch my own token?',
    'How is ODINDOG doing today?',
  ],
};

export const errorBody = (error: string, code: ErrorCode): Schemas['Error'] => ({ error, code });

export const guide: Schemas['Guide'] = {
  slug: 'fees',
  title: 'Fees and network costs',
  description: 'The fees shown on our landing page.',
  sections: [
    {
      slug: 'trading-fees-at-a-glance',
      title: 'Trading fees at a glance',
      markdown: 'The fees are:\n- Bonding-curve trades: **1%** fee.\n- AMM trades: 0.5% fee.',
    },
    {
      slug: 'amm-fee',
      title: 'AMM fee',
      markdown: 'Swaps pay 0.5%. See [the glossary](/guides/glossary#amm).',
    },
  ],
  sources: ['https://github.com/Toniq-Labs/odin-docs'],
};

export const guideSummaries: Schemas['GuideSummary'][] = [
  {
    slug: guide.slug,
    title: guide.title,
    description: guide.description,
    sections: guide.sections.map(({ slug, title }) => ({ slug, title })),
  },
  {
    slug: 'glossary',
    title: 'Glossary',
    description: 'Words used on Odin.fun.',
    sections: [{ slug: 'amm', title: 'AMM' }],
  },
];
