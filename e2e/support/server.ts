import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FakeLlm, startFakeLlm } from './fake-llm.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = join(root, 'apps/api/dist/server.js');

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  output: () => string;
  /** The fake OpenAI-compatible endpoint the server's LLM engine talks to (option `llm`). */
  llm?: FakeLlm;
  /** Resolves with the exit code when the process ends (null when a signal killed it). */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the production server (apps/api/dist/server.js serving apps/web/dist) on a free port,
 * on a fresh PGlite directory, with the demo market and the embedded assistant, and waits until
 * market data is served. With `llm`, the LLM engine is on instead, against a fake OpenAI-compatible
 * endpoint that streams its answer a word every `delayMs` (support/fake-llm.ts); it stops with the server.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { llm?: { delayMs?: number } } = {},
): Promise<RunningServer> {
  const llm = options.llm ? await startFakeLlm(options.llm) : undefined;
  const llmEnv: Record<string, string> = llm
    ? { OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'sk-e2e-fake', OPENAI_TIMEOUT_MS: '60000' }
    : {};
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'odai-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MARKET_SOURCE: 'demo',
      LOG_LEVEL: 'warn',
      ...llmEnv,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/analytics/market-overview`, child, () => log).catch(async (err) => {
    await llm?.close();
    throw err;
  });
  return {
    baseUrl,
    process: child,
    llm,
    output: () => log,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      await llm?.close();
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not serve market data within 150 s:\n${log()}`);
}
