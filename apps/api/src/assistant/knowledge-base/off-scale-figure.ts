import type { Reply } from '../reply.js';

// "A token shows 92 next to the liquidity score, is that good?": the score runs from 0 to 10, so a
// figure above 10 is some other column (the 24h change and volatility are percentages). Answering
// with the score's definition alone would let the visitor go on reading 92 as a liquidity score.
const LIQUIDITY_SECTION = 'reading-analytics#liquidity-score';
const MAX_SCORE = 10;
// A bare number: not a rank ("top 20"), a year, a percent, an amount, a multiple, a time or a count of things ("92 holders").
const BARE_NUMBER =
  /(?<![\d.,$#]|\b(?:top|rank|ranked|number|no\.?) )(\d{1,3}(?:\.\d+)?)(?![\d.,]*\s*(?:%|percent|k\b|m\b|x\b|sats?\b|btc\b|usd\b|\$|dollars?\b|min|hours?|h\b|days?|holders?\b|tokens?\b|coins?\b|trades?\b|transactions?\b|txs?\b|times\b|confirmations?\b|of\b))/gi;

/** The number above the score's 0–10 range that the question says the score shows, if any. */
export function offScaleScore(question: string): string | null {
  if (!/\bliquidity\b/i.test(question)) return null;
  for (const m of question.matchAll(BARE_NUMBER)) {
    const value = Number(m[1]);
    if (value > MAX_SCORE) return m[1] as string;
  }
  return null;
}

/** The answer with a first line saying the figure cannot be a liquidity score, where it applies. */
export function withOffScaleNote(reply: Reply, question: string): Reply {
  if (reply.sources[0]?.ref !== LIQUIDITY_SECTION) return reply;
  const figure = offScaleScore(question);
  if (!figure) return reply;
  const note = `The liquidity score runs from 0 to 10, so ${figure} is not a liquidity score: check which figure it is (the 24h change and volatility are shown in percent).`;
  return { ...reply, markdown: `${note}\n\n${reply.markdown}` };
}
