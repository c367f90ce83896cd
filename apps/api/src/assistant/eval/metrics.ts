import type { CaseResult } from './score.js';

/** The figures the eval reports for one set of cases; shares are 0–1. */
export interface EvalMetrics {
  cases: number;
  good: number;
  goodShare: number;
  wrongTopic: number;
  /** Of the answers that declined, the share whose case should have been declined (by its kind). */
  abstentionPrecision: number;
  /**
   * Of the answers that declined, the share that withheld nothing the case expects: the case should
   * be declined, or the decline is the documented gap the case itself asks for ("our sources do not
   * say when a token is etched") and the case passes (decision 076).
   */
  abstentionPrecisionWithheld: number;
  /** Of the cases that should be declined (abstain, refuse), the share that were. */
  abstentionRecall: number;
  /**
   * Declines on cases that should be answered, split by outcome: `failed` withheld an answer the
   * case expects (a false decline); `passed` said what the sources leave open ("our sources do not
   * say how many confirmations Odin waits for") and still gave what the case expects. Both count
   * against `abstentionPrecision`, which reads only the case's kind; only `failed` counts against
   * `abstentionPrecisionWithheld`.
   */
  declinedAnswerable: { failed: number; passed: number };
  medianKnowledgeWords: number;
  maxKnowledgeWords: number;
  /** Of the cases with a key fact, the share with it in the first 40 words. */
  keyFactEarlyShare: number;
  byKind: Map<string, { passed: number; total: number }>;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function evalMetrics(results: CaseResult[]): EvalMetrics {
  const shouldDecline = (r: CaseResult) => r.case.kind === 'abstain' || r.case.kind === 'refuse';
  const declined = results.filter((r) => r.declined);
  const knowledgeWords = results.filter((r) => r.case.kind === 'knowledge').map((r) => r.words);
  const withKeyFact = results.filter((r) => r.keyFactEarly !== undefined);
  const byKind = new Map<string, { passed: number; total: number }>();
  for (const r of results) {
    const k = byKind.get(r.case.kind) ?? { passed: 0, total: 0 };
    k.total += 1;
    if (r.passed) k.passed += 1;
    byKind.set(r.case.kind, k);
  }
  const good = results.filter((r) => r.passed).length;
  return {
    cases: results.length,
    good,
    goodShare: share(good, results.length),
    wrongTopic: results.filter((r) => r.wrongTopic).length,
    abstentionPrecision: share(declined.filter(shouldDecline).length, declined.length),
    abstentionPrecisionWithheld: share(
      declined.filter((r) => shouldDecline(r) || r.passed).length,
      declined.length,
    ),
    abstentionRecall: share(
      results.filter((r) => shouldDecline(r) && r.declined).length,
      results.filter(shouldDecline).length,
    ),
    declinedAnswerable: {
      failed: declined.filter((r) => !shouldDecline(r) && !r.passed).length,
      passed: declined.filter((r) => !shouldDecline(r) && r.passed).length,
    },
    medianKnowledgeWords: median(knowledgeWords),
    maxKnowledgeWords: Math.max(0, ...knowledgeWords),
    keyFactEarlyShare: share(withKeyFact.filter((r) => r.keyFactEarly).length, withKeyFact.length),
    byKind,
  };
}
