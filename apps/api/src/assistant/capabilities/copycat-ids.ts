import { markdownText, tokenSource } from '../live/format-live.js';
import { fromSnapshot } from '../live/live-token.js';
import type { Reply } from '../reply.js';
import type { QuestionContext } from './question-context.js';

// The guide section that tells visitors to check a token by its id.
const COPYCAT_SECTION = 'security#copycat-tokens';
// Where the ids go: after the answer, before the disclaimer and the link.
const TAIL = /\n\n(?=Educational information only|More: )/;

/**
 * "How do I know I'm buying the real ICONFUCIUS and not a copy?": the copycat guide says to check
 * the id; when the question names tokens ODAI tracks, their ids (and those of every tracked token
 * sharing the name or ticker) are that check, labelled demo when the market is ODAI's simulated one.
 */
export async function withTrackedIds(reply: Reply, q: QuestionContext): Promise<Reply> {
  // Only an answer from the copycat section looks the question's tokens up.
  if (!reply.sources.some((s) => s.ref === COPYCAT_SECTION)) return reply;
  const named = await q.namedTokens();
  const snapshot = q.market.snapshot();
  if (named.length === 0 || !snapshot) return reply;
  const labels = new Set(named.flatMap((t) => [t.name.toLowerCase(), t.symbol.toLowerCase()]));
  const sharing = snapshot.tokens.filter(
    (t) => labels.has(t.name.toLowerCase()) || labels.has(t.symbol.toLowerCase()),
  );
  const demo = snapshot.source === 'demo' ? ' (demo data: ids of ODAI’s simulated market)' : '';
  const ids = sharing
    .map(
      (t) =>
        `**${markdownText(t.name)}** (${markdownText(t.symbol)}) has id \`${t.id}\` (https://odin.fun/token/${t.id})`,
    )
    .join('; ');
  const line = `Among the tokens ODAI tracks${demo}, ${ids}.`;
  const at = TAIL.exec(reply.markdown)?.index ?? reply.markdown.length;
  return {
    markdown: `${reply.markdown.slice(0, at)}\n\n${line}${reply.markdown.slice(at)}`,
    sources: [...reply.sources, ...sharing.map((t) => tokenSource(fromSnapshot(t, snapshot)))],
  };
}
