// `pnpm --filter @odai/api eval`: scores the embedded engine on the tuning set and on the held-out
// set against the fixed fixture market. Tuning failures are listed; held-out failures only with
// `--show-held-out`, so nobody tunes on them by accident.
import { fixtureEngine } from '../../test-support/engines.js';
import type { EvalCase } from './eval-case.js';
import { HELD_OUT_CASES } from './held-out-cases.js';
import { type EvalMetrics, evalMetrics } from './metrics.js';
import { scoreCases } from './score.js';
import { TUNING_CASES } from './tuning-cases.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function printMetrics(name: string, m: EvalMetrics): void {
  console.log(`\n## ${name}: ${m.good}/${m.cases} good answers = ${pct(m.goodShare)}`);
  console.table(
    [...m.byKind].map(([kind, { passed, total }]) => ({ kind, passed, total, score: pct(passed / total) })),
  );
  console.log(`wrong-topic answers: ${m.wrongTopic}`);
  console.log(
    `abstention: precision ${pct(m.abstentionPrecision)} by case kind, ${pct(m.abstentionPrecisionWithheld)} counting only declines that withheld an expected answer as wrong; recall ${pct(m.abstentionRecall)}`,
  );
  const { failed, passed } = m.declinedAnswerable;
  console.log(
    `declines on answerable cases: ${failed + passed} (${failed} false declines, ${passed} stating a gap the case expects)`,
  );
  console.log(`knowledge answers: median ${m.medianKnowledgeWords} words, longest ${m.maxKnowledgeWords}`);
  console.log(`key fact within the first 40 words: ${pct(m.keyFactEarlyShare)}`);
}

const engine = fixtureEngine({ source: 'demo' });
const showHeldOut = process.argv.includes('--show-held-out');
const sets: [string, EvalCase[], boolean][] = [
  ['Tuning set', TUNING_CASES, true],
  ['Held-out set (never tuned on)', HELD_OUT_CASES, showHeldOut],
];
for (const [name, cases, listFailures] of sets) {
  const results = await scoreCases(engine, cases);
  printMetrics(name, evalMetrics(results));
  if (!listFailures) continue;
  for (const r of results.filter((x) => !x.passed)) {
    const answer = r.answer.markdown.replace(/\s+/g, ' ').slice(0, 160);
    console.log(`FAIL [${r.case.kind}] ${r.case.question}\n  ${r.problems.join('\n  ')}\n  → ${answer}`);
  }
}
