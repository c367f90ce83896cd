import type { HistoryMessage } from '../assistant.js';
import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { dataNote, tokenLabel, tokenSource } from '../live/format-live.js';
import type { LiveToken } from '../live/live-token.js';
import type { Reply } from '../reply.js';
import { lastAnswerRefs } from '../session/last-turn.js';
import { CURVE_FEE_RATE, POOL_FEE_RATE } from './btc-amount.js';

// "whats the fee if i buy bobai rn", "is bitcat still on the curve and whats the fee if i buy it":
// the trade fee that applies to this token, which its stage decides (the curve's or its pool's),
// rather than both rates and the visitor left to work out which one. Launch, deposit, withdrawal
// and network fees are other fees, which the guides give. Amounts are fee-for-amount's.
const TRADE_FEE = /\bfees?\b|\bcommission\b|\bhow much (?:do|does|will) (?:odin|they|it) (?:take|charge)\b/i;
const OTHER_FEE =
  /\b(?:launch\w*|creat\w*|deploy\w*|mint\w*|withdraw\w*|deposit\w*|network|gas|transfer\w*|referr\w*|rebate|etch\w*|list(?:ing)?)\b/i;
const FEE_SOURCE = 'fees#trading-fees-at-a-glance';

export function asksTradeFee(question: string): boolean {
  return TRADE_FEE.test(question) && !OTHER_FEE.test(question);
}

// "ok and after it ascends", "and in the pool?" right after a token's fee: the fee once it has.
const AFTER_ASCENT =
  /\b(?:after|once|when|if)\s+(?:it|that|this|the (?:token|coin))?\s*(?:ascend|graduat|bond|migrat|moves? to the (?:amm|pool))\w*|\bin (?:the|its) (?:amm|pool)\b|\bpost[- ]?(?:ascension|graduation|bond\w*)\b/i;

export function asksFeeAfterAscent(question: string, history: HistoryMessage[]): boolean {
  const short = question.split(/\s+/).filter(Boolean).length <= 8;
  return short && AFTER_ASCENT.test(question) && lastAnswerRefs(history).includes(FEE_SOURCE);
}

const percent = (rate: number) => `${rate * 100}%`;

/** The fee on trades of this token now, or once it ascends; `more` goes under it (same tickers). */
export function tokenFeeReply(
  kb: KnowledgeBase,
  token: LiveToken,
  { afterAscent = false, more = null as string | null } = {},
): Reply | null {
  if (token.bonded === undefined) return null;
  const curve = percent(CURVE_FEE_RATE);
  const pool = percent(POOL_FEE_RATE);
  const fee = token.bonded
    ? `${tokenLabel(token)} has ascended, so buying or selling it is a trade in its AMM pool: the fee is ${pool} (the ${curve} bonding-curve fee no longer applies).`
    : afterAscent
      ? `Once ${tokenLabel(token)} ascends, buying or selling it is a trade in its AMM pool, where the fee is ${pool}, half the ${curve} it pays on its bonding curve now.`
      : `${tokenLabel(token)} is still on its bonding curve, so buying or selling it pays Odin's ${curve} curve fee; once it ascends, trades in its pool pay ${pool}.`;
  return {
    markdown: [
      fee,
      ...(more ? ['', more] : []),
      '',
      'Odin can change its fees; these are its usual rates.',
      '',
      dataNote(token.source, token.asOf),
    ].join('\n'),
    // The guide first: an answer that gave this token's figures just before is not repeated.
    sources: [...guideSources(kb, [FEE_SOURCE]), tokenSource(token)],
  };
}
