import { z } from 'zod';
import type { HistoryMessage } from '../assistant.js';
import { abstainReply } from '../knowledge-base/abstain-reply.js';
import { compareTopics } from '../knowledge-base/compare-topics.js';
import { composeAnswer } from '../knowledge-base/compose-answer.js';
import { knowledgeCoverage } from '../knowledge-base/coverage.js';
import { guideSource } from '../knowledge-base/guide-source.js';
import { relevantSections } from '../knowledge-base/relevance.js';
import type { Reply } from '../reply.js';
import { type CapabilityDeps, defineCapability } from './capability.js';
import type { QuestionContext } from './question-context.js';

const args = z.object({ query: z.string().min(1).max(300).describe('A few keywords.') });

/** For the model: the top sections verbatim with their [ref], so it can quote and cite them. */
async function run({ query }: z.output<typeof args>, { kb }: CapabilityDeps): Promise<Reply> {
  const hits = relevantSections(kb, query);
  if (hits.length === 0) return { markdown: 'No matching section in the knowledge base.', sources: [] };
  return {
    markdown: hits
      .map(({ section }) => `[${section.ref}] ${section.articleTitle} — ${section.title}\n${section.body}`)
      .join('\n\n'),
    sources: hits.map(({ section }) => guideSource(section)),
  };
}

// "What about after it moves to the AMM?" after "fees on the curve?": the same question about
// something else. An elliptical follow-up borrows the words of the visitor's previous question.
const ELLIPTICAL =
  /^\s*(?:(?:ok|and|so)\s+)?(?:what|how) about\b|^\s*and\s+(?!what|how|why|when|where|who|which|can|is|are|do|does)\w/i;

// "Why do people watch it?" after "what is a dev wallet": a pronoun stands for the last topic.
const POINTS_BACK = /\b(it|its|that|this|they|them|those|these)\b/i;

function previousQuestion(history: HistoryMessage[]): string | undefined {
  return [...history].reverse().find((m) => m.isUser)?.message;
}

function withEarlierTopic(question: string, history: HistoryMessage[]): string {
  if (!ELLIPTICAL.test(question)) return question;
  const previous = previousQuestion(history);
  return previous ? `${previous} ${question}` : question;
}

const LISTED_COMPARISON = 0.9;

// Two entry points on purpose: the visitor reads the embedded answer directly, so it gets the
// answer first (the best passage of the best section, a short supporting paragraph, a link), or a
// plain "no reliable answer" when the best section does not cover the question; the model gets raw
// sections to cite. One body would change one reader's text.
async function answer({ kb, question: asked, history }: QuestionContext): Promise<Reply | null> {
  const question = withEarlierTopic(asked, history);
  let coverage = knowledgeCoverage(kb, question);
  const previous = previousQuestion(history);
  // Asked alone it is not covered; with the topic it points back to, it may be. Only a pronoun is
  // resolved this way: a word the guides never use ("their phone number") stays unanswerable.
  if (!coverage.covered && previous && POINTS_BACK.test(question) && coverage.unknown.length === 0) {
    const withTopic = knowledgeCoverage(kb, `${previous} ${question}`);
    if (withTopic.covered) coverage = withTopic;
  }
  // A section that lists this very comparison ("ckbtc vs btc") answers it; else each side its own.
  const compared =
    (coverage.hit?.questionMatch ?? 0) < LISTED_COMPARISON ? compareTopics(kb, question) : null;
  if (compared) return compared;
  // Nothing relevant at all: not a knowledge question; the engine's no-match reply takes it.
  if (!coverage.hit) return null;
  if (!coverage.covered) return abstainReply(kb, coverage.names);
  return composeAnswer(kb, coverage.hit, coverage.asked, question);
}

export const searchKnowledge = defineCapability({
  name: 'search_knowledge',
  description:
    "Search ODAI's knowledge base (Odin.fun, bonding curves, AMM, fees, launching, deposits, security, Runes, analytics). Returns sections with their [ref] for citation.",
  tool: { args, run },
  embedded: { matches: ({ kb, question }) => kb.hasTopicWords(question), answer },
});
