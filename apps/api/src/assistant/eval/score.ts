import type { HistoryMessage } from '../assistant.js';
import type { EmbeddedEngine } from '../embedded/embedded-engine.js';
import type { EvalQuestion, Topic } from './questions.js';

export interface QuestionResult {
  question: EvalQuestion;
  passed: boolean;
  /** Why it failed, one line per missing or forbidden fact. */
  problems: string[];
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

/** Asks one question (after replaying `before`) and checks the answer against its facts. */
export async function scoreQuestion(engine: EmbeddedEngine, q: EvalQuestion): Promise<QuestionResult> {
  const history = await replayHistory(engine, q.before);
  const answer = await engine.reply({ question: q.question, history });
  const problems: string[] = [];
  for (const re of q.expect) if (!re.test(answer.markdown)) problems.push(`missing ${re}`);
  for (const re of q.forbid ?? []) if (re.test(answer.markdown)) problems.push(`forbidden ${re}`);
  if (answer.sources.length === 0) problems.push('no sources');
  if (q.cites && !answer.sources.some((s) => s.ref.startsWith(q.cites ?? ''))) {
    problems.push(`does not cite ${q.cites} (cites ${answer.sources.map((s) => s.ref).join(', ')})`);
  }
  return { question: q, passed: problems.length === 0, problems };
}

export interface EvalReport {
  results: QuestionResult[];
  byTopic: Map<Topic, { passed: number; total: number }>;
  overall: number; // 0–1
}

export async function runEval(engine: EmbeddedEngine, questions: EvalQuestion[]): Promise<EvalReport> {
  const results: QuestionResult[] = [];
  for (const q of questions) results.push(await scoreQuestion(engine, q));
  const byTopic = new Map<Topic, { passed: number; total: number }>();
  for (const r of results) {
    const t = byTopic.get(r.question.topic) ?? { passed: 0, total: 0 };
    t.total += 1;
    if (r.passed) t.passed += 1;
    byTopic.set(r.question.topic, t);
  }
  const passed = results.filter((r) => r.passed).length;
  return { results, byTopic, overall: results.length ? passed / results.length : 0 };
}
