import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { HELD_OUT } from './held-out.js';
import { QUESTIONS } from './questions.js';
import { runEval } from './score.js';

// A regression floor: retrieval or intent changes that lose answers fail here, with the failing
// questions in the message.
describe('evaluation set', () => {
  it('has at least 60 questions covering every topic', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUESTIONS.map((q) => q.topic)).size).toBeGreaterThanOrEqual(17);
  });

  it('scores at least 95% overall and 75% on every topic', async () => {
    const report = await runEval(fixtureEngine(), QUESTIONS);
    const failures = report.results
      .filter((r) => !r.passed)
      .map((r) => `${r.question.question}: ${r.problems.join('; ')}`);
    expect(report.overall, failures.join('\n')).toBeGreaterThanOrEqual(0.95);
    for (const [topic, { passed, total }] of report.byTopic)
      expect(passed / total, topic).toBeGreaterThanOrEqual(0.75);
  });

  it('keeps the held-out paraphrases (never tuned on) at 85% or more', async () => {
    const report = await runEval(fixtureEngine(), HELD_OUT);
    expect(report.overall).toBeGreaterThanOrEqual(0.85);
  });

  it('every answer has at least one source', async () => {
    const report = await runEval(fixtureEngine(), QUESTIONS);
    expect(report.results.filter((r) => r.problems.includes('no sources'))).toEqual([]);
  });
});
