import type { Source } from '../assistant.js';
import type { Reply } from '../reply.js';

// A multi-part answer should read like one answer, not several pasted together: each part keeps
// its opening lines up to a share of this budget (characters), repeated lines appear once.
const BUDGET = 1200;

function trimToBudget(markdown: string, budget: number, seen: Set<string>): string {
  const kept: string[] = [];
  let used = 0;
  for (const line of markdown.split('\n')) {
    // Disclaimers and notes that every part ends with are said once; links to related sections
    // are for a one-topic answer.
    if ((line.trim() && seen.has(line)) || line.startsWith('- Related:')) continue;
    if (used + line.length > budget && kept.filter((l) => l.trim()).length >= 2) break;
    kept.push(line);
    used += line.length + 1;
    if (line.trim()) seen.add(line);
  }
  return kept.join('\n').trim();
}

/** The parts' answers under a bold restatement of each question, sources merged by ref. */
export function joinParts(parts: { question: string; reply: Reply }[]): Reply {
  const seen = new Set<string>();
  const share = Math.floor(BUDGET / parts.length);
  const blocks = parts.map(
    ({ question, reply }) =>
      `**${question.replace(/^\w/, (c) => c.toUpperCase())}?**\n\n${trimToBudget(reply.markdown, share, seen)}`,
  );
  const sources = new Map<string, Source>();
  for (const { reply } of parts)
    for (const s of reply.sources) if (!sources.has(s.ref)) sources.set(s.ref, s);
  return { markdown: blocks.join('\n\n'), sources: [...sources.values()] };
}
