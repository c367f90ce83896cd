import { createRequire } from 'node:module';
import { type Logger, pino } from 'pino';
import type { Config } from '../config.js';
import { TurnBatchedLines } from './turn-batched-lines.js';

/** Bytes buffered before a write: under load, many lines go out in one write call. */
const BUFFER_BYTES = 4096;
/** A quiet server still writes its buffered lines within this long. */
const FLUSH_EVERY_MS = 1000;

export interface ServerLogger {
  logger: Logger;
  /** Writes out every buffered line, synchronously: call it right before the process exits. */
  flushSync(): void;
}

function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false; // a production install without devDependencies
  }
}

/**
 * The process logger. In a terminal during development: pino-pretty, colourised, in a worker
 * thread. Everywhere else (production, pipes, files): JSON lines collected per event-loop turn
 * (turn-batched-lines.ts) into an asynchronous destination, so a log line costs the request an
 * array push rather than a write system call; the buffer is written when it fills, every second,
 * and on exit (`flushSync`).
 */
export function createServerLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
  options: { stdoutIsTty?: boolean /** A file descriptor (stdout by default). */; fd?: number } = {},
): ServerLogger {
  const base = { level: config.LOG_LEVEL, base: { service: 'odai-api' } };
  const tty = options.stdoutIsTty ?? process.stdout.isTTY === true;
  if (config.NODE_ENV === 'development' && tty && prettyAvailable()) {
    const logger = pino({
      ...base,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss.l' } },
    });
    return { logger, flushSync: () => logger.flush() };
  }
  const destination = pino.destination({
    dest: options.fd ?? 1,
    sync: false,
    minLength: BUFFER_BYTES,
  });
  const lines = new TurnBatchedLines(destination);
  const logger = pino(base, lines);
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return {
    logger,
    flushSync: () => {
      try {
        lines.flushSync();
      } catch {
        // Nothing buffered, or a write already under way that will finish before exit.
      }
    },
  };
}
