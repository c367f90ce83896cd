import pino from 'pino';
import { EmbeddedEngine } from '../assistant/embedded/embedded-engine.js';
import { replayHistory } from '../assistant/eval/score.js';
import { sharedKnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { LlmEngine } from '../assistant/llm/llm-engine.js';
import { FakeMarket } from './fake-market.js';

/** An embedded engine over the fixture market, as tests, the eval and the bench use it. */
export function fixtureEngine(options: ConstructorParameters<typeof FakeMarket>[0] = {}): EmbeddedEngine {
  return new EmbeddedEngine(sharedKnowledgeBase(), new FakeMarket(options));
}

/** The answer to the last of `turns`, asked after the ones before it in one chat (as the eval asks). */
export async function replyAfter(engine: EmbeddedEngine, ...turns: string[]) {
  const history = await replayHistory(engine, turns.slice(0, -1));
  return engine.reply({ question: turns.at(-1) ?? '', history });
}

/** A log line as the engine wrote it, parsed back. */
export type LogLine = { level: number; msg: string; err?: { message?: string } };

/**
 * An LLM engine against a mocked OpenAI-compatible `baseURL`, over the fixture market with the
 * fixture embedded engine as its fallback; `logs` collects what it logs at `level` and above.
 * Build it after msw is listening: the OpenAI client keeps the fetch it found when constructed.
 */
export function fixtureLlmEngine({
  baseURL,
  level,
  timeoutMs,
}: {
  baseURL: string;
  level: pino.Level;
  timeoutMs: number;
}): { engine: LlmEngine; logs: LogLine[] } {
  const logs: LogLine[] = [];
  const engine = new LlmEngine({
    kb: sharedKnowledgeBase(),
    market: new FakeMarket(),
    embedded: fixtureEngine(),
    logger: pino({ level }, { write: (line: string) => logs.push(JSON.parse(line)) }),
    apiKey: 'sk-test',
    baseURL,
    model: 'gpt-4o-mini',
    timeoutMs,
  });
  return { engine, logs };
}
