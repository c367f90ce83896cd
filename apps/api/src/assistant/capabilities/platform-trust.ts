import { guideSources, sectionSentence } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { Reply } from '../reply.js';
import { defineCapability } from './capability.js';

// "is odin.fun legit or a rugpull", "is odin a scam??", "can i even trust odin": a verdict on the
// platform itself. Retrieval answered with the nearest section, the rug-pull definition or the
// safety tips, and neither says what Odin is. The answer is the guides' own first sentences: who
// runs it, what went wrong before (press reports, with figures), then the tips. A single token's
// legitimacy ("is ODINDOG legit") stays with the token and the checks before buying.
const PLATFORM = String.raw`(?:(?:(?:the|this) )?odin(?:\.fun| ?fun| dot fun)?(?: (?:platform|site|website|thing|exchange|launchpad))?|the (?:platform|launchpad|exchange) itself)`;
const VERDICT =
  '(?:legit|legitimate|a scam|scam|a rug|rug|a rug ?pull|rug ?pull|a ponzi|ponzi|trustworthy|shady|sketchy|fake)';
const PLATFORM_VERDICT = new RegExp(
  String.raw`\b(?:is|isn'?t|iz)\s+${PLATFORM}\s+(?:(?:actually|really|even|just|like|legit|fr)\s+)?${VERDICT}\b|\b(?:can|should|do) (?:i|we|you|u) (?:even |really |actually )?trust ${PLATFORM}(?![\w.])|^\s*${PLATFORM}\s+(?:legit|a scam|scam)\b`,
  'i',
);

const WHO_RUNS_IT = 'what-is-odin#who-runs-it';
const INCIDENTS = 'security#reported-incidents';
const STAYING_SAFE = 'security#staying-safe-on-odin';

/** True when the question asks whether Odin.fun itself is legit, a scam or a rug. */
export function asksPlatformTrust(question: string): boolean {
  return PLATFORM_VERDICT.test(question);
}

function answer(kb: KnowledgeBase): Reply | null {
  const team = sectionSentence(kb, WHO_RUNS_IT);
  // "Yes: Odin has been hacked …" answers "has it been hacked"; here it is the risk side of a verdict.
  const incidents = sectionSentence(kb, INCIDENTS).replace(/^Yes:\s*/, '');
  const tips = sectionSentence(kb, STAYING_SAFE);
  if (!team || !incidents || !tips) return null;
  const verdict =
    'Odin.fun is a real, running launchpad with a named team behind it, but it is not risk-free.';
  return {
    markdown: [`${verdict} ${team}`, `${incidents[0]?.toUpperCase() ?? ''}${incidents.slice(1)}`, tips].join(
      '\n\n',
    ),
    sources: guideSources(kb, [STAYING_SAFE, WHO_RUNS_IT, INCIDENTS]),
  };
}

export const platformTrust = defineCapability({
  name: 'platform_trust',
  description: 'Whether Odin.fun itself is legit: who runs it, the reported incidents, how to stay safe.',
  embedded: {
    matches: ({ question }) => asksPlatformTrust(question),
    answer: async ({ kb }) => answer(kb),
  },
});
