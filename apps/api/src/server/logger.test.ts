import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServerLogger } from './logger.js';

describe('server logger', () => {
  it('buffers JSON lines and writes every one of them on flushSync (as before exit)', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'odai-log-')), 'out.log');
    const { logger, flushSync } = createServerLogger(
      { LOG_LEVEL: 'info', NODE_ENV: 'production' },
      { fd: openSync(file, 'a') },
    );
    logger.info({ n: 1 }, 'first');
    logger.info({ n: 2 }, 'last');
    // Less than the buffer: nothing written yet (no write per line)…
    expect(readFileSync(file, 'utf8')).toBe('');
    flushSync();
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.msg, l.n, l.service])).toEqual([
      ['first', 1, 'odai-api'],
      ['last', 2, 'odai-api'],
    ]);
  });

  it('uses JSON, not the pretty printer, in production even in a terminal', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'odai-log-')), 'out.log');
    const { logger, flushSync } = createServerLogger(
      { LOG_LEVEL: 'info', NODE_ENV: 'production' },
      { stdoutIsTty: true, fd: openSync(file, 'a') },
    );
    logger.info('hello');
    flushSync();
    expect(JSON.parse(readFileSync(file, 'utf8')).msg).toBe('hello');
  });
});
