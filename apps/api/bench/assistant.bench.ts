// Embedded-engine answer latency over a mixed question set (knowledge, live data, follow-ups,
// guardrails, no-match), against the fixture market. Target: p50 ≤ 20 ms. Run alone with
// `npx tsx bench/assistant.bench.ts` from apps/api, or through `pnpm bench` (bench/run.ts).
import { fileURLToPath } from 'node:url';
import type { HistoryMessage } from '../src/assistant/assistant.js';
import { replayHistory } from '../src/assistant/eval/score.js';
import { TUNING_CASES } from '../src/assistant/eval/tuning-cases.js';
import { fixtureEngine } from '../src/test-support/engines.js';
import { syntheticTokens } from '../src/test-support/synthetic-tokens.js';

// The tuning set has grown past 10,000 questions: three rounds give over 30,000 answers per market,
// plenty for a stable p50 and p99, where twenty rounds took over an hour on a 2-core machine.
const ROUNDS = 3;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Latency of every question of the tuning set, ROUNDS times, over a market of the given size. */
async function measure(label: string, extraTokens: number) {
  const engine = fixtureEngine({ extraTokens: syntheticTokens(extraTokens) });
  // Follow-ups get a realistic history: the earlier question and the answer it got.
  const cases: { question: string; history: HistoryMessage[] }[] = [];
  for (const q of TUNING_CASES)
    cases.push({ question: q.question, history: await replayHistory(engine, q.before) });
  for (const c of cases) await engine.answer({ sessionId: 'warm-up', ...c }); // JIT and lazy caches
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const t = performance.now();
      await engine.answer({ sessionId: 'bench', ...c });
      latencies.push(performance.now() - t);
    }
  }
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    market: label,
    questions: cases.length,
    answers: latencies.length,
    'p50 ms': percentile(latencies, 50).toFixed(2),
    'p99 ms': percentile(latencies, 99).toFixed(2),
    'max ms': (latencies[latencies.length - 1] ?? 0).toFixed(2),
    'answers/s': Math.round(latencies.length / elapsedS),
    'target p50 ≤ 20 ms': percentile(latencies, 50) <= 20 ? 'met' : 'MISSED',
  };
}

export async function run(): Promise<void> {
  console.table([await measure('7 fixture tokens', 0), await measure('500 tokens', 493)]);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await run();
