// `pnpm --filter @odai/api eval`: scores the embedded engine on the evaluation set against the
// fixed fixture market and prints the score per topic, the failures, and the overall score.

import { FakeMarket } from '../../test-support/fake-market.js';
import { EmbeddedEngine } from '../embedded/embedded-engine.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { HELD_OUT } from './held-out.js';
import { QUESTIONS } from './questions.js';
import { runEval } from './score.js';

const engine = new EmbeddedEngine(sharedKnowledgeBase(), new FakeMarket({ source: 'demo' }));

for (const [name, questions] of [
  ['Evaluation set', QUESTIONS],
  ['Held-out paraphrases (not tuned on)', HELD_OUT],
] as const) {
  const report = await runEval(engine, questions);
  console.log(`\n## ${name}`);

  console.table(
    [...report.byTopic].map(([topic, { passed, total }]) => ({
      topic,
      passed,
      total,
      score: `${((passed / total) * 100).toFixed(0)}%`,
    })),
  );
  for (const r of report.results.filter((x) => !x.passed)) {
    console.log(`FAIL [${r.question.topic}] ${r.question.question}\n  ${r.problems.join('\n  ')}`);
  }
  const passed = report.results.filter((r) => r.passed).length;
  console.log(`Overall: ${passed}/${report.results.length} = ${(report.overall * 100).toFixed(1)}%`);
}
