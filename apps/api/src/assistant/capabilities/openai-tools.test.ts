import { describe, expect, it } from 'vitest';
import { CAPABILITIES, INTENTS, openAiTools } from './registry.js';

const tokenName = (description: string) => ({ type: 'string', minLength: 1, maxLength: 60, description });
const limit = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 10, description: 'How many tokens (default 5).' },
  },
  additionalProperties: false,
};
const ranking = {
  type: 'object',
  properties: {
    ...limit.properties,
    order: {
      type: 'string',
      enum: ['highest', 'lowest'],
      description: 'highest first (default) or lowest first.',
    },
  },
  additionalProperties: false,
};
const fn = (name: string, description: string, parameters: Record<string, unknown>) => ({
  type: 'function',
  function: { name, description, parameters },
});

// The parameters are generated from each capability's zod schema; this pins what the model sees.
describe('the tool list sent to the model', () => {
  it('is the generated JSON Schema of each capability, in the order the model has always seen', () => {
    expect(openAiTools()).toEqual([
      fn(
        'get_token_figures',
        "Live figures of one Odin.fun token: price in sats, market cap in USD, holders, 24h change, volatility, liquidity score (0-10), 24h transactions, with the data's as-of time and whether it is demo data.",
        {
          type: 'object',
          properties: {
            token: tokenName('Token id (e.g. "2jjj"), ticker or name.'),
            figures: {
              type: 'array',
              items: {
                type: 'string',
                enum: [
                  'price',
                  'marketCap',
                  'holders',
                  'change24h',
                  'volatility',
                  'liquidity',
                  'transactions',
                ],
              },
              description: 'Figures wanted; omit for all.',
            },
          },
          required: ['token'],
          additionalProperties: false,
        },
      ),
      fn(
        'compare_tokens',
        'Side-by-side live figures of two Odin.fun tokens (price, market cap, holders, 24h change, volatility, liquidity score).',
        {
          type: 'object',
          properties: {
            first: tokenName('Token id, ticker or name.'),
            second: tokenName('Token id, ticker or name.'),
          },
          required: ['first', 'second'],
          additionalProperties: false,
        },
      ),
      fn('get_top_gainers', 'Tokens with the largest positive 24h price change, with as-of time.', limit),
      fn('get_top_losers', 'Tokens with the most negative 24h price change, with as-of time.', limit),
      fn('get_most_volatile', 'Tokens with the highest 24h volatility, with as-of time.', limit),
      fn(
        'get_market_overview',
        'Totals across tracked tokens: count, total market cap (USD), summed holders, 24h transactions, with as-of time.',
        { type: 'object', properties: {}, additionalProperties: false },
      ),
      fn(
        'search_knowledge',
        "Search ODAI's knowledge base (Odin.fun, bonding curves, AMM, fees, launching, deposits, security, Runes, analytics). Returns sections with their [ref] for citation.",
        {
          type: 'object',
          properties: {
            query: { type: 'string', minLength: 1, maxLength: 300, description: 'A few keywords.' },
          },
          required: ['query'],
          additionalProperties: false,
        },
      ),
      fn(
        'get_tokens_by_market_cap',
        'Tracked tokens ranked by market cap (USD), largest or smallest first, with as-of time.',
        ranking,
      ),
      fn(
        'get_tokens_by_holders',
        'Tracked tokens ranked by holder count, most or fewest first, with as-of time.',
        ranking,
      ),
      fn(
        'get_tokens_by_liquidity',
        'Tracked tokens ranked by liquidity score (0-10), most or least liquid first, with as-of time.',
        ranking,
      ),
      fn(
        'get_tokens_by_transactions',
        'Tracked tokens ranked by transactions (trades) in the last 24 h, most or fewest first, with as-of time.',
        ranking,
      ),
      fn(
        'get_tokens_by_volatility',
        'Tracked tokens ranked by 24 h volatility, highest or lowest first, with as-of time.',
        ranking,
      ),
      fn(
        'get_tokens_by_price',
        'Tracked tokens ranked by price per token (sats), highest or lowest first, with as-of time.',
        ranking,
      ),
      fn(
        'get_tokens_by_stage',
        'How many tracked tokens have ascended (trade in their AMM pool) or are still on their bonding curve, and which, with as-of time.',
        {
          type: 'object',
          properties: {
            stage: {
              type: 'string',
              enum: ['ascended', 'curve'],
              description: 'ascended: trading in their AMM pool; curve: still on their bonding curve.',
            },
          },
          required: ['stage'],
          additionalProperties: false,
        },
      ),
      fn(
        'get_tokens_by_volume',
        'Tracked tokens ranked by trading volume (US dollars traded) in the last 24 h, most or least first, with as-of time.',
        ranking,
      ),
    ]);
  });

  it('has the shape OpenAI function parameters need: object, properties, required among them, closed', () => {
    for (const { function: f } of openAiTools()) {
      const { type, properties, required = [], additionalProperties, ...rest } = f.parameters;
      expect({ type, additionalProperties, rest }, f.name).toEqual({
        type: 'object',
        additionalProperties: false,
        rest: {},
      });
      expect(Object.keys(properties as object), f.name).toEqual(expect.arrayContaining(required as string[]));
    }
  });

  it('comes from the same capabilities as the embedded engine, whose first-match order differs', () => {
    expect(INTENTS.map((i) => i.name)).toEqual([
      'scam_follow_up',
      'push_back',
      'convert_units',
      'convert_earlier_amount',
      'fee_for_amount',
      'tokens_for_amount',
      'figures_source',
      'guide_answer_source',
      'compare_tokens',
      'featured_token',
      'tokens_over_threshold',
      'get_top_losers',
      'get_most_volatile',
      'get_top_gainers',
      'get_tokens_by_market_cap',
      'get_tokens_by_holders',
      'get_tokens_by_liquidity',
      'get_tokens_by_volume',
      'get_tokens_by_transactions',
      'get_tokens_by_volatility',
      'get_tokens_by_price',
      'get_tokens_by_stage',
      'ranking_follow_up',
      'get_market_overview',
      'list_tokens',
      'unknown_token',
      'why_it_moved',
      'get_token_figures',
      'pointer_without_list',
      'about_assistant',
      'platform_trust',
      'safety_tips',
      'search_knowledge',
    ]);
    const both = CAPABILITIES.filter((c) => c.tool && c.embedded).map((c) => c.name);
    expect(new Set(openAiTools().map((t) => t.function.name))).toEqual(new Set(both));
  });
});
