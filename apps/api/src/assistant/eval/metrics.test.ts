import { describe, expect, it } from 'vitest';
import type { EvalKind } from './eval-case.js';
import { evalMetrics } from './metrics.js';
import type { CaseResult } from './score.js';

const result = (kind: EvalKind, declined: boolean, passed: boolean): CaseResult => ({
  case: { kind, question: `${kind} ${declined} ${passed}` },
  answer: { markdown: '', sources: [] },
  passed,
  problems: passed ? [] : ['missing'],
  declined,
  wrongTopic: false,
  words: 10,
});

describe('eval metrics', () => {
  it('reads abstention precision from the case kind, and tells false declines from stated gaps', () => {
    const m = evalMetrics([
      result('abstain', true, true),
      result('refuse', true, true),
      result('abstain', false, false),
      // "Our sources do not say how many confirmations…", and the answer the case expects.
      result('knowledge', true, true),
      // Declined a question the guides answer.
      result('knowledge', true, false),
      result('live', false, true),
    ]);
    expect(m.abstentionPrecision).toBe(2 / 4);
    // The stated gap the case expects withheld nothing; the false decline did.
    expect(m.abstentionPrecisionWithheld).toBe(3 / 4);
    expect(m.abstentionRecall).toBe(2 / 3);
    expect(m.declinedAnswerable).toEqual({ failed: 1, passed: 1 });
  });
});
