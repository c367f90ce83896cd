import { guideSources } from '../knowledge-base/guide-source.js';
import { dataNote, tokenLabel, tokenSource } from '../live/format-live.js';
import type { LiveToken } from '../live/live-token.js';
import type { Reply } from '../reply.js';
import { lastAnswerCitesToken } from '../session/last-turn.js';
import { btcAmountIn, CURVE_FEE_RATE, formatBtcWithSats, POOL_FEE_RATE, SATS_PER_BTC } from './btc-amount.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// "how many would i get for 0.02 btc, is that before or after fees" after ODINDOG's price, "how
// many bitcat do i get for 50k sats": the visitor's amount divided by the token's price now, less
// the fee of the phase it trades in (1% of the BTC side on the curve, 0.5% in a pool). An estimate:
// price impact (and, on the curve, the price rising as you buy) lowers it, and Odin shows the
// exact amount before you confirm. Retrieval answered with the fee section's own example.
const ASKS_HOW_MANY =
  /\bhow (?:many|much)\b[^?.!]{0,40}?\b(?:would|do|will|can|could|'d|should)\s+(?:i|we|u|you)\s+(?:get|receive|end up with|own)\b|\bhow many (?:tokens|coins)\b[^?.!]{0,30}\b(?:for|with)\b|\bhow many\b[^?.!]{0,30}\b(?:can|could|would|does)\b[^?.!]{0,20}\bbuy\b/i;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

async function tokenAsked(q: QuestionContext): Promise<LiveToken | null> {
  const [named, ...more] = await q.namedTokens();
  if (named) return more.length === 0 ? named : null;
  return lastAnswerCitesToken(q.history) ? q.focusToken() : null;
}

async function answer(q: QuestionContext): Promise<Reply | null> {
  const amount = btcAmountIn(q.question);
  const token = await tokenAsked(q);
  const price = Number(token?.price);
  if (!amount || !token || !(price > 0) || token.bonded === undefined) return null;
  const sats = amount.btc * SATS_PER_BTC;
  const fee = token.bonded ? POOL_FEE_RATE : CURVE_FEE_RATE;
  const phase = token.bonded ? 'its AMM pool' : 'the bonding curve';
  const before = whole.format(sats / price);
  const after = whole.format((sats * (1 - fee)) / price);
  return {
    markdown: [
      `${formatBtcWithSats(amount.btc)} buys about **${after} tokens** of ${tokenLabel(token)} after fees, at its price of ${token.price} sats per token: about ${before} before the ${fee * 100}% fee of ${phase}, which comes out of the BTC you pay.`,
      '',
      `That is an estimate at today's price: price impact lowers it, the more so for a large buy in a thin pool${token.bonded ? '' : ', and on the curve the price rises as you buy'}. Odin shows the exact amount before you confirm.`,
      '',
      dataNote(token.source, token.asOf),
    ].join('\n'),
    sources: [
      tokenSource(token),
      ...guideSources(q.kb, [
        token.bonded ? 'fees#amm-fee' : 'fees#bonding-curve-fee',
        'amm-trading#price-impact',
      ]),
    ],
  };
}

export const tokensForAmount = defineCapability({
  name: 'tokens_for_amount',
  description:
    "About how many tokens an amount of BTC buys at a token's current price, after the fee of its phase.",
  embedded: {
    matches: ({ question }) => ASKS_HOW_MANY.test(question) && btcAmountIn(question) !== null,
    answer,
  },
});
