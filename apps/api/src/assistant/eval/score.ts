import type { HistoryMessage } from '../assistant.js';
import type { EmbeddedEngine } from '../embedded/embedded-engine.js';
import type { Reply } from '../reply.js';
import { DECLINE } from './declines.js';
import type { EvalCase } from './eval-case.js';

export interface CaseResult {
  case: EvalCase;
  answer: Reply;
  passed: boolean;
  /** Why it failed, one line per missing or forbidden fact. */
  problems: string[];
  declined: boolean;
  /** A confident answer from the knowledge base to a case it did not answer. */
  wrongTopic: boolean;
  words: number;
  /** For cases with a key fact: whether it appears within the answer's first 40 words. */
  keyFactEarly?: boolean;
}

/** The session a follow-up question expects: each earlier question and the answer it got. */
export async function replayHistory(
  engine: EmbeddedEngine,
  before: string[] = [],
): Promise<HistoryMessage[]> {
  const history: HistoryMessage[] = [];
  for (const earlier of before) {
    const r = await engine.reply({ question: earlier, history });
    history.push(
      { isUser: true, message: earlier },
      { isUser: false, message: r.markdown, sources: r.sources },
    );
  }
  return history;
}

/** The words a reader sees: Markdown links, emphasis and list marks removed. */
export function plainWords(markdown: string): string[] {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>|]/g, ' ')
    .replace(/^\s*[-•]\s+/gm, ' ');
  return text.split(/\s+/).filter(Boolean);
}

const SHOULD_DECLINE = new Set<EvalCase['kind']>(['abstain', 'refuse']);

/** Asks one case (after replaying `before`) and checks the answer. */
export async function scoreCase(engine: EmbeddedEngine, c: EvalCase): Promise<CaseResult> {
  const history = await replayHistory(engine, c.before);
  const answer = await engine.reply({ question: c.question, history });
  const text = answer.markdown;
  const problems: string[] = [];
  for (const re of c.expect ?? []) if (!re.test(text)) problems.push(`missing ${re}`);
  for (const re of c.forbid ?? []) if (re.test(text)) problems.push(`forbidden ${re}`);
  if (c.cites && !answer.sources.some((s) => s.ref.startsWith(c.cites ?? ''))) {
    problems.push(`does not cite ${c.cites} (cites ${answer.sources.map((s) => s.ref).join(', ')})`);
  }
  if ((c.kind === 'knowledge' || c.kind === 'live') && answer.sources.length === 0) {
    problems.push('no sources');
  }
  const declined = DECLINE.test(text);
  if (SHOULD_DECLINE.has(c.kind) && !declined) problems.push('did not decline');
  const words = plainWords(text);
  const keyFactEarly = c.keyFact ? c.keyFact.test(words.slice(0, 40).join(' ')) : undefined;
  const passed = problems.length === 0;
  const citesGuide = answer.sources.some((s) => !s.ref.startsWith('token:') && !s.ref.startsWith('market:'));
  return {
    case: c,
    answer,
    passed,
    problems,
    declined,
    wrongTopic: !passed && !declined && citesGuide && c.kind !== 'scam',
    words: words.length,
    keyFactEarly,
  };
}

export async function scoreCases(engine: EmbeddedEngine, cases: EvalCase[]): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) results.push(await scoreCase(engine, c));
  return results;
}
