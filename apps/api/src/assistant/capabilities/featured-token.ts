import { marketUnavailable } from '../live/market-unavailable.js';
import { metricsAsked } from '../live/metrics.js';
import { tokenFiguresReply } from '../live/token-figures-reply.js';
import type { Reply } from '../reply.js';
import { defineCapability } from './capability.js';
import { findToken } from './find-token.js';
import type { QuestionContext } from './question-context.js';

// "tell me about the featured token, price and how many holders": the token the landing page's
// Featured Token card shows (the snapshot's `featured`), with the figures asked. What a "featured"
// badge means or how a token gets one is the guides' (the badge flags).
const FEATURED =
  /\b(?:the|this|that|ur|your|today'?s)\s+featured\s+(?:token|coin|one|project|rune)\b|\bfeatured (?:token|coin) (?:card|banner)\b|\btoken of the day\b/i;
const ABOUT_THE_BADGE = /\b(?:badge|flag|verified|how (?:do|does|can|to)|get(?:s|ting)? featured|mean)\b/i;

async function answer(q: QuestionContext): Promise<Reply | null> {
  const snapshot = q.market.snapshot();
  if (!snapshot) return marketUnavailable(q.kb);
  if (!snapshot.featured) return null;
  const token = await findToken(q.market, snapshot.featured.id);
  if (!token) return null;
  const reply = tokenFiguresReply(q.kb, token, metricsAsked(q.question));
  return {
    ...reply,
    markdown: `The featured token on ODAI's landing page is ${token.symbol === token.name ? `**${token.symbol}**` : `**${token.name}** (${token.symbol})`}; its figures:\n\n${reply.markdown}`,
  };
}

export const featuredToken = defineCapability({
  name: 'featured_token',
  description: "The landing page's featured token and its figures.",
  embedded: {
    matches: (q) => FEATURED.test(q.question) && !ABOUT_THE_BADGE.test(q.question),
    answer,
  },
});
