import type { Source } from '../assistant.js';
import { guideSources, sectionSentence } from '../knowledge-base/guide-source.js';
import { asOfLabel, markdownText } from '../live/format-live.js';
import type { Reply } from '../reply.js';
import { lastAnswer } from '../session/last-turn.js';
import { defineCapability } from './capability.js';
import { restatedFor } from './push-back.js';
import type { QuestionContext } from './question-context.js';

// "source?", "where is that number from", "is that live data?" right after token figures or a
// ranking: where those figures come from and how fresh they are. Retrieval read the earlier
// figure's words ("transactions") and answered what the figure means, never where it came from.
export const SOURCE_ASKED =
  /^\s*(?:(?:and|ok|okay|so|but|wait|also)[,\s]+)?(?:what(?:'s|s| is) )?(?:the |your |ur |any )?(?:sources?|src|sauce|citations?|refs?|references?)\s*(?:pls|please|plz)?\s*[?.!]*\s*(?:$|where\b)|\bwhere(?:'s|s| is| are| does| do| did) (?:that|this|these|those|the|your|ur) (?:\w+ )?(?:numbers?|figures?|data|info|stats?|rankings?|list)? ?(?:come |coming )?from\b|\bwhere (?:do|did) (?:you|u) get (?:that|this|those|these|the|your)\b|\bhow do (?:you|u) know (?:that|this)\b|\bis (?:that|this) (?:real|live|actual|accurate|real-?time)(?: data)?\b/i;

const WHERE_DATA_COMES_FROM = 'reading-analytics#where-the-data-comes-from';

/** The market sources the last answer cited: a token's figures or a whole-market list. */
function figuresCited(q: QuestionContext): Source[] {
  const sources = lastAnswer(q.history)?.sources ?? [];
  return sources.filter((s) => s.ref.startsWith('token:') || s.ref.startsWith('market:'));
}

function answer(q: QuestionContext): Reply | null {
  const snapshot = q.market.snapshot();
  const cited = figuresCited(q);
  if (!snapshot || cited.length === 0) return null;
  const ids = cited.filter((s) => s.ref.startsWith('token:')).map((s) => s.ref.slice('token:'.length));
  const first = snapshot.tokens.find((t) => t.id === ids[0]);
  const named = first
    ? ` (${markdownText(first.symbol)}${ids.length > 1 ? ' and the others listed' : ''})`
    : '';
  const demo = snapshot.source === 'demo';
  const origin = demo
    ? "ODAI's built-in simulated market: they are **demo data**, not live Odin.fun figures"
    : "Odin.fun's public API, which ODAI reads at regular intervals";
  // The guide's sentence for the case at hand: how live figures are read, or when demo data is used.
  const how = sectionSentence(q.kb, WHERE_DATA_COMES_FROM, demo ? 1 : 0);
  // A demo token is the simulated market's, so only a live one has an Odin.fun page to check.
  const page =
    first && !demo ? ` You can check them on its Odin.fun page: https://odin.fun/token/${first.id}.` : '';
  return {
    markdown: [
      ...restatedFor(q.question, lastAnswer(q.history)?.message ?? ''),
      `The figures in my last answer${named} come from ${origin}, as of ${asOfLabel(snapshot.asOf)}.\n\n${how}${page}`,
    ].join('\n'),
    sources: [...guideSources(q.kb, [WHERE_DATA_COMES_FROM]), ...cited],
  };
}

export const figuresSource = defineCapability({
  name: 'figures_source',
  description:
    'Where the figures just given come from (Odin.fun API or the demo market) and their as-of time.',
  embedded: {
    matches: (q) => SOURCE_ASKED.test(q.question) && figuresCited(q).length > 0,
    answer: async (q) => answer(q),
  },
});
