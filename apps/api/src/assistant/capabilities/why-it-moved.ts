import { guideSources } from '../knowledge-base/guide-source.js';
import { dataNote, groupDigits, signedPercent, tokenLabel, tokenSource } from '../live/format-live.js';
import type { LiveToken } from '../live/live-token.js';
import type { Reply } from '../reply.js';
import { lastAnswerCitesToken } from '../session/last-turn.js';
import { defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

// "bobai 24h" → "why tho", "top losers" → "why did the first one crash like that": the market data
// says how far a token moved, never why (no news, posts or who traded). The honest answer says so
// first, then what moves a price where the token trades (its curve or its pool), its own figures,
// and where a reason could be looked for. Retrieval read "why … crash" as price-carry-over or
// phishing, and "why tho" as nothing at all.
const WHY =
  /^\s*(?:(?:ok|okay|so|but|and|hmm+|wait)[,\s]+)*(?:why|y|how come|whats the reason|what(?:'s| is) the reason|what happened)\b/i;
const JUST_WHY =
  /^\s*(?:(?:ok|okay|so|but|and|hmm+|wait)[,\s]+)*(?:why|y|how come)\s*(?:tho|though|tho\?|is that|so|lol|\?|!|\.)*\s*$/i;
const MOVED =
  /\b(?:crash\w*|dump\w*|drop\w*|fall\w*|fell|tank\w*|bleed\w*|down|dip\w*|pump\w*|moon\w*|mooning|jump\w*|spik\w*|surg\w*|rose|ris(?:e|ing|en)|went up|go(?:ing)? up|up so much|so red|so green|moved?)\b/i;
// "I bought ODINDOG in one big order and got fewer tokens, why", "why did it move so much when
// someone bought 1 BTC": one trade's effect, which a guide explains (price impact), not the market's move.
const OWN_TRADE =
  /\b(?:i|we|someone|somebody|a whale|he|she|they)\s+(?:bought|sold|buys?|sells?|got|paid|swapped|traded|dumped)\b|\b(?:a|one|single|big|large)\s+(?:buy|sell|order|trade|purchase)\b/i;
const MAX_WORDS = 14;

function asksWhyItMoved(question: string): boolean {
  if (question.split(/\s+/).filter(Boolean).length > MAX_WORDS || OWN_TRADE.test(question)) return false;
  return JUST_WHY.test(question) || (WHY.test(question) && MOVED.test(question));
}

function moveSentence(token: LiveToken): string {
  const a = token.analytics;
  if (!a) return `ODAI's data has no 24 h change for ${tokenLabel(token)} yet`;
  const change = Number(a.priceChange24h);
  const direction = change < 0 ? 'down' : change > 0 ? 'up' : 'flat';
  const size = signedPercent(a.priceChange24h).replace(/^[+-]/, '');
  return `${tokenLabel(token)} is ${direction === 'flat' ? 'flat' : `${direction} ${size}`} over the last 24 h, with a volatility of ${a.volatility}% and ${groupDigits(String(a.transactions24h))} transactions`;
}

function whyReply(q: QuestionContext, token: LiveToken): Reply {
  const change = Number(token.analytics?.priceChange24h ?? 0);
  const net =
    change < 0
      ? ': a drop means more was sold than bought'
      : change > 0
        ? ': a rise means more was bought than sold'
        : '';
  const mechanism = token.bonded
    ? `It trades in its AMM pool (x·y = k), where each sale adds tokens and takes BTC out, so the price falls, and each buy does the opposite${net}.`
    : `It is on its bonding curve, where the price rises with each purchase and falls back with each sale${net}.`;
  const liquidity = token.analytics
    ? ` Its liquidity score is ${token.analytics.liquidityScore} / 10; a low score means small trades move the price a lot.`
    : '';
  const lookFurther =
    token.source === 'demo'
      ? 'On demo data the moves are simulated by ODAI, so no outside event caused this one.'
      : `For a reason, look at its page on Odin.fun (comments and links): https://odin.fun/token/${token.id}; treat claims there with care.`;
  return {
    markdown: [
      `ODAI's data shows how far a token moved, not why: ${moveSentence(token)}. It holds prices and counts, not news, posts or who traded, so it can't say what caused the move.`,
      '',
      `${mechanism}${liquidity}`,
      '',
      lookFurther,
      '',
      dataNote(token.source, token.asOf),
    ].join('\n'),
    sources: [
      tokenSource(token),
      ...guideSources(q.kb, [
        token.bonded ? 'amm-trading#constant-product-pools' : 'bonding-curves#what-a-bonding-curve-is',
        'reading-analytics#24h-change',
      ]),
    ],
  };
}

async function answer(q: QuestionContext): Promise<Reply | null> {
  const named = await q.namedTokens();
  if (named.length > 1) return null;
  const token = named[0] ?? (lastAnswerCitesToken(q.history) ? q.focusToken() : null);
  return token ? whyReply(q, token) : null;
}

export const whyItMoved = defineCapability({
  name: 'why_it_moved',
  description: 'Why a token moved: what the data shows and that it holds no cause.',
  embedded: {
    matches: (q) => asksWhyItMoved(q.question),
    answer,
  },
});
