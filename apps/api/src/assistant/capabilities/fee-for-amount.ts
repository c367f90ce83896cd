import type { HistoryMessage } from '../assistant.js';
import { guideSources } from '../knowledge-base/guide-source.js';
import { dataNote, tokenLabel, tokenSource } from '../live/format-live.js';
import type { Reply } from '../reply.js';
import { lastAnswerRefs, lastQuestion } from '../session/last-turn.js';
import {
  btcAmountIn,
  CURVE_FEE_RATE as CURVE_RATE,
  formatBtcWithSats,
  formatExact,
  POOL_FEE_RATE as POOL_RATE,
} from './btc-amount.js';
import { defineCapability } from './capability.js';

// "If I buy 0.01 BTC worth and sell it all again, how much do I lose in fees?": the guides give the
// rates (1% of the BTC side on the bonding curve, 0.5% in an ascended token's pool) and one worked
// example; the visitor's own amount is worked out here, so the answer is the figure they asked for,
// not the example. Price impact and network fees are named, not estimated: no rate gives them.
const ASKS_FEE =
  /\b(?:fees?|commission)\b[^?.!]{0,40}\b(?:how much|what|pay|lose|cost)\b|\b(?:how much|what)\b[^?.!]{0,60}\b(?:fees?|commission)\b|\b(?:lose|pay|paid|cost)\b[^?.!]{0,20}\bin fees\b|\b(?:total|overall|combined)\s+(?:fees?|commission)\b|\bfees?\s+(?:in\s+)?total\b|\bfees?\s+(?:on|for)\s+(?:a\s+|an\s+|my\s+)?(?:\d|\.\d)/i;
// "If i buy 0.01 btc on the curve what do i actually pay": the amount is given, so what is asked
// is the fee on it, though no fee word is typed.
const ASKS_WHAT_IT_COSTS =
  /\b(?:what|how much)\s+(?:do|would|will|does|did|am|should)\s+(?:i|we|u|you)\s+(?:actually\s+|really\s+|end up\s+|have to\s+|gonna\s+|going to\s+)?(?:pay|paying|be charged|get charged)\b/i;
// "Buy 0.01 btc … and then sell it all": a buy and a later sale named in one question.
const ROUND_TRIP =
  /\b(?:sell (?:it |them |everything |all )?(?:all )?(?:back|again|right away|straight away|immediately)|buy and sell|round[- ]?trip|in and out|flip)\b|\bbuy(?:ing)?\b[^?!]{0,60}\b(?:then|and|later|afterwards?)\s+(?:i\s+|later\s+|then\s+)?sell(?:ing)?\b/i;
// "Buy 0.01 btc on the curve and sell it after it moves to the amm": one fee of each phase.
const CURVE_THEN_POOL =
  /\bbuy\w*\b[^?!]{0,60}\b(?:curve|bonding)\b[^?!]{0,80}\bsell\w*\b[^?!]{0,60}\b(?:amm|pool|ascend\w*|graduat\w*|bond(?:s|ed))\b/i;
const POOL = /\b(?:amm|pool|ascended|graduated|bonded|after ascension|after it ascends)\b/i;
const CURVE =
  /\b(?:curve|bonding|before (?:it |the token |the coin )?(?:ascen|graduat|bond|migrat)\w*|pre-?(?:bond|graduation|ascension)\w*|not ascended|new token|fresh)\b/i;
// "a token that hasnt graduated yet", "not bonded yet": still on the curve, whatever word follows.
const NOT_YET_IN_POOL =
  /\b(?:has ?n[o']?t|hasnt|have ?n[o']?t|havent|is ?n[o']?t|isnt|not yet|not|never|yet to|still to)\s+(?:yet\s+|even\s+)?(?:graduat|ascen|bond|migrat)\w*/gi;

/** The BTC amount a fee question names, or null when it names none or asks no fee. */
// "i read that launching a token costs 0.211 BTC. what is the exact creation fee?": the launch fee,
// which the guides give (or say is unpublished), not a trading fee on that amount.
const CREATION_FEE = /\b(?:launch\w*|creat\w*|deploy\w*|mint\w*)\b/i;
const TRADES = /\b(?:buy\w*|sell\w*|trad\w*|swap\w*)\b/i;

export function feeAmountAsked(question: string): number | null {
  if (!ASKS_FEE.test(question) && !ASKS_WHAT_IT_COSTS.test(question)) return null;
  if (CREATION_FEE.test(question) && !TRADES.test(question)) return null;
  return btcAmountIn(question)?.btc ?? null;
}

// "ok and after it graduates to the amm is it cheaper?" right after the fee on an amount: the same
// amount in the phase named now, with the answer to "cheaper?" first.
const ASKS_AGAIN = /\b(?:cheaper|more expensive|pricier|less|lower|higher|fees?|cost|pay)\b/i;
const CHEAPER = /\b(?:cheaper|less|lower)\b/i;
// "and in the pool?", "what about after it ascends": the same question, of the other phase; "and
// how does the pool work?" asks something new.
const ELLIPTICAL = /^\s*(?:(?:ok|okay|so|but)[,\s]+)?(?:and|what about|how about)\b/i;
const ASKS_SOMETHING_NEW = /\b(?:how|why|what|when|where|who|which|can|could|does|do|will|should)\b/i;
const SHORT = 8;

function asksAgain(question: string): boolean {
  if (ASKS_AGAIN.test(question)) return true;
  const rest = question.replace(ELLIPTICAL, '');
  const short = question.split(/\s+/).filter(Boolean).length <= SHORT;
  return rest !== question && short && !ASKS_SOMETHING_NEW.test(rest);
}

/** The question whose amount is priced: this one, or the one before when this asks again. */
function amountQuestion(question: string, history: HistoryMessage[]): string | null {
  if (feeAmountAsked(question) !== null) return question;
  if (btcAmountIn(question) || !asksAgain(question)) return null;
  if (!POOL.test(question) && !CURVE.test(question)) return null;
  if (!lastAnswerRefs(history).some((ref) => ref.startsWith('fees#'))) return null;
  const before = lastQuestion(history);
  return feeAmountAsked(before) === null ? null : before;
}

export const feeForAmount = defineCapability({
  name: 'fee_for_amount',
  description: 'The trading fee on an amount the visitor names, on the bonding curve and in an AMM pool.',
  embedded: {
    matches: ({ question, history }) => amountQuestion(question, history) !== null,
    async answer({ kb, question, history, namedTokens }): Promise<Reply | null> {
      const priced = amountQuestion(question, history);
      const btc = priced === null ? null : feeAmountAsked(priced);
      if (priced === null || btc === null) return null;
      const trips = ROUND_TRIP.test(question) ? 2 : 1;
      const withoutNotYet = question.replace(NOT_YET_IN_POOL, ' ');
      const notYet = withoutNotYet !== question;
      const pool = POOL.test(withoutNotYet);
      const curve = notYet || CURVE.test(question);
      // "5000 sats of odindog": a tracked token named alone trades in one phase, the one it is in.
      // A phase named in the question wins, so the tokens are only looked up without one.
      const [token, ...more] = pool || curve ? [] : await namedTokens();
      const stageOf = token && more.length === 0 && token.bonded !== undefined;
      const named = pool && !curve ? 'pool' : curve && !pool ? 'curve' : 'both';
      const phase = stageOf ? (token.bonded ? 'pool' : 'curve') : named;
      // "100k sats worth": the amount in the visitor's unit too, so the fee reads against it.
      const inSats = btcAmountIn(priced)?.inSats ?? false;
      const amount = inSats ? formatBtcWithSats(btc) : `${formatExact(btc)} BTC`;
      if (trips === 2 && CURVE_THEN_POOL.test(question)) {
        const total = btc * (CURVE_RATE + POOL_RATE);
        return {
          markdown: [
            `Trading fees on a ${amount} buy on the bonding curve, sold again in the AMM pool after ascension:`,
            `- The buy (1%): ${formatBtcWithSats(btc * CURVE_RATE)}; the sale (0.5%): about ${formatBtcWithSats(btc * POOL_RATE)}; together about ${formatBtcWithSats(total)}.`,
            '',
            'Price impact and, for BTC moved on or off Odin, network fees come on top; the sale is charged on what it returns, so its fee moves with the price.',
          ].join('\n'),
          sources: guideSources(kb, ['fees#bonding-curve-fee', 'fees#amm-fee']),
        };
      }
      const feeLine = (where: string, rate: number) =>
        trips === 2
          ? `- ${where} (${rate * 100}% each way): about ${formatBtcWithSats(btc * rate * 2)} for the buy and the sale together.`
          : `- ${where} (${rate * 100}%): ${formatBtcWithSats(btc * rate)}.`;
      const cheaper = CHEAPER.test(question) && phase !== 'both';
      const lines = [
        ...(cheaper
          ? [
              phase === 'pool'
                ? "Yes: an ascended token's AMM pool charges 0.5%, half the bonding curve's 1%."
                : "No: the bonding curve charges 1%, twice an ascended token's AMM pool's 0.5%.",
            ]
          : []),
        `Trading fees on a ${amount} trade${trips === 2 ? ', bought and sold again' : ''}${stageOf ? ` of ${tokenLabel(token)}, ${token.bonded ? 'which has ascended to its AMM pool' : 'still on its bonding curve'}` : ''}:`,
        ...(phase !== 'pool' ? [feeLine('On the bonding curve', CURVE_RATE)] : []),
        ...(phase !== 'curve' ? [feeLine("In an ascended token's AMM pool", POOL_RATE)] : []),
        // What the visitor pays: the fee comes out of the BTC side, not on top of it.
        ...(trips === 1 && phase === 'curve' && ASKS_WHAT_IT_COSTS.test(question)
          ? [
              `- So you pay the ${amount}, and about ${formatExact(btc * (1 - CURVE_RATE))} BTC of it buys tokens: Odin's price helpers count 99/100 of the BTC side.`,
            ]
          : []),
        '',
        `Price impact and, for BTC moved on or off Odin, network fees come on top${trips === 2 ? '; the sale is charged on what it returns, so the total differs a little' : ''}.`,
        // The token's stage is market data: where and when it comes from, as for any figure.
        ...(stageOf ? [dataNote(token.source, token.asOf)] : []),
      ];
      return {
        markdown: lines.join('\n'),
        sources: [
          ...(stageOf ? [tokenSource(token)] : []),
          ...guideSources(kb, [
            ...(phase !== 'pool' ? ['fees#bonding-curve-fee'] : []),
            ...(phase !== 'curve' ? ['fees#amm-fee'] : []),
          ]),
        ],
      };
    },
  },
});
