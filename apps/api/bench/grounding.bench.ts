// Grounding-check benchmark: for each recorded good answer (test-support/grounding-cases.ts), the
// exchange is rebuilt as the engine builds it (system prompt, retrieved sections, tool results),
// then the whole answer is checked (plain POST) and each sentence is checked as the stream does.
// Prints the time per answer. Run alone: `npx tsx bench/grounding.bench.ts [rounds]` (default 200).
import { pathToFileURL } from 'node:url';
import { sharedKnowledgeBase } from '../src/assistant/knowledge-base/knowledge-base.js';
import { Conversation } from '../src/assistant/llm/conversation.js';
import { SentenceGate } from '../src/assistant/llm/sentence-gate.js';
import { FakeMarket } from '../src/test-support/fake-market.js';
import { GOOD } from '../src/test-support/grounding-cases.js';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function run(rounds = 200): Promise<void> {
  const deps = { kb: sharedKnowledgeBase(), market: new FakeMarket() };
  const prepared = await Promise.all(
    GOOD.map(async (c) => {
      const conversation = new Conversation(deps, { sessionId: 'bench', question: c.question, history: [] });
      const calls = c.calls.map((call, i) => ({
        id: `call_${i}`,
        type: 'function' as const,
        function: { name: call.name, arguments: JSON.stringify(call.arguments) },
      }));
      if (calls.length > 0) await conversation.runTools(null, calls);
      const gate = new SentenceGate();
      const sentences = [...gate.push(c.answer), gate.flush()].filter((s) => s.trim());
      return { conversation, answer: c.answer, sentences, given: conversation.grounding().text.length };
    }),
  );
  const whole: number[] = [];
  const streamed: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const p of prepared) {
      let t = performance.now();
      p.conversation.check(p.answer);
      whole.push(performance.now() - t);
      t = performance.now();
      for (const s of p.sentences) p.conversation.check(s);
      streamed.push(performance.now() - t);
    }
  }
  whole.sort((a, b) => a - b);
  streamed.sort((a, b) => a - b);
  const chars = prepared.map((p) => p.given).sort((a, b) => a - b);
  const sentences = prepared.reduce((n, p) => n + p.sentences.length, 0) / prepared.length;
  console.log(
    `${GOOD.length} answers × ${rounds}; text given to the model: median ${quantile(chars, 0.5)} chars, max ${chars.at(-1)}`,
  );
  console.log(
    `whole answer checked (text given read afresh): p50 ${quantile(whole, 0.5).toFixed(3)} ms, p95 ${quantile(whole, 0.95).toFixed(3)} ms`,
  );
  console.log(
    `then each sentence (${sentences.toFixed(1)} per answer, as streamed; text given already read): p50 ${quantile(streamed, 0.5).toFixed(3)} ms, p95 ${quantile(streamed, 0.95).toFixed(3)} ms per answer`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run(Number(process.argv[2] ?? 200));
}
