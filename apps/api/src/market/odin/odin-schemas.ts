import { z } from 'zod';

// Our own view of the upstream responses (Odin.fun's OpenAPI document in the github.com/Toniq-Labs/odin-docs repository): only the
// fields we use. Numbers arrive as JSON numbers that may exceed 2^53, so responses are parsed
// with a BigInt-aware reader (odin-json.ts) that keeps every number as its source text; these
// schemas then check that text is a plain decimal. Anything else is rejected before storage.

const integerText = z.string().regex(/^\d+$/, 'expected a non-negative integer');
const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'expected a decimal');
const amountText = z.string().regex(/^\d+(\.\d+)?$/, 'expected a non-negative decimal');

export const odinToken = z.object({
  id: z.string().regex(/^[a-z0-9]{1,16}$/),
  name: z.string().max(200),
  ticker: z.string().max(64),
  description: z.string().max(5000).nullish(),
  creator: z.string().max(200).nullish(),
  created_time: z.string().nullish(),
  bonded: z.boolean(),
  price: amountText, // msat per whole token
  marketcap: amountText.nullish(), // msat
  volume_24: amountText.nullish(), // msat, not in the OpenAPI file but in real responses
  volume: amountText.nullish(), // msat, cumulative since launch
  sold: amountText, // base units (10^11 per token)
  total_supply: amountText.nullish(), // base units
  btc_liquidity: amountText.nullish(), // msat
  token_liquidity: amountText.nullish(), // base units
  holder_count: integerText,
  txn_count: integerText.nullish(),
});
export type OdinToken = z.infer<typeof odinToken>;

export const odinTokenPage = z.object({
  data: z.array(odinToken),
  count: integerText,
  page: integerText,
  limit: integerText,
});

export const odinCandles = z.array(
  z.object({
    time: decimalText, // unix seconds (milliseconds accepted, see odin-candles.ts)
    close: decimalText, // msat per token
    volume: decimalText, // msat
  }),
);
export type OdinCandle = z.infer<typeof odinCandles>[number];

export const odinCurrency = z.object({
  id: integerText,
  amount: decimalText, // USD per BTC
  datetime: z.string(),
  symbol: z.string(),
});
