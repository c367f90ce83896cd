// Secret-detector benchmark: generates pasted recovery phrases (every BIP-39 language, every
// paste shape the arbitrary knows) and prints how many the detector misses and the time per
// message. Run alone: `npx tsx bench/secret-detector.bench.ts [count]` (default 100,000).
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { pastedPhrase } from '../src/chat/secrets/phrase-arbitrary.js';
import { containsPastedSecret } from '../src/chat/secrets.js';

export async function run(count = 100_000): Promise<void> {
  const samples = fc.sample(pastedPhrase, { numRuns: count, seed: 21_000_000 });
  let missed = 0;
  const missedByLanguage = new Map<string, number>();
  const started = performance.now();
  for (const { text, language } of samples) {
    if (!containsPastedSecret(text)) {
      missed++;
      missedByLanguage.set(language, (missedByLanguage.get(language) ?? 0) + 1);
      if (missed <= 5) console.log(`missed (${language}): ${JSON.stringify(text)}`);
    }
  }
  const ms = performance.now() - started;
  console.log(
    `${count.toLocaleString('en-US')} generated phrases: ${missed} missed`,
    Object.fromEntries(missedByLanguage),
  );
  console.log(`mean ${(ms / count).toFixed(3)} ms per message`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await run(Number(process.argv[2] ?? 100_000));
}
