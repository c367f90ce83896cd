import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { accessLine } from './access-line.js';

/** A logger configured as the server's (createServerLogger), writing into `lines`. */
function serverLike(lines: string[], options: pino.LoggerOptions = {}) {
  return pino(
    { level: 'info', base: { service: 'odai-api' }, ...options },
    { write: (line: string) => lines.push(line) },
  ) as unknown as FastifyBaseLogger;
}

const withoutTime = (line: string) => line.replace(/"time":\d+,/, '');

describe('the hot reads’ access line', () => {
  it('is byte for byte the line log.info writes', () => {
    const lines: string[] = [];
    const log = serverLike(lines);
    accessLine(log)('req-1a', '/api/tokens/featured', 304, 0.07);
    log.info(
      { reqId: 'req-1a', method: 'GET', route: '/api/tokens/featured', status: 304, ms: 0.07 },
      'request',
    );
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[0] as string)).toBe(withoutTime(lines[1] as string));
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 30, service: 'odai-api', msg: 'request' });
  });

  it('keeps a child logger’s bindings and escapes an unusual request id', () => {
    const lines: string[] = [];
    const log = serverLike(lines).child({ worker: 2 });
    accessLine(log)('id "quoted"', '/api/analytics/tokens', 200, 1.5);
    log.info(
      { reqId: 'id "quoted"', method: 'GET', route: '/api/analytics/tokens', status: 200, ms: 1.5 },
      'request',
    );
    expect(withoutTime(lines[0] as string)).toBe(withoutTime(lines[1] as string));
  });

  it('writes nothing when info is off, and follows a level changed later', () => {
    const lines: string[] = [];
    const log = serverLike(lines, { level: 'warn' });
    const line = accessLine(log);
    line('req-1', '/api/tokens/popular', 200, 1);
    expect(lines).toHaveLength(0);
    log.level = 'info';
    line('req-2', '/api/tokens/popular', 200, 1);
    expect(lines).toHaveLength(1);
  });

  it('falls back to log.info for a logger that formats lines its own way', () => {
    const lines: string[] = [];
    const log = serverLike(lines, { formatters: { level: (label) => ({ level: label }) } });
    accessLine(log)('req-3', '/api/tokens/featured', 200, 2);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 'info', reqId: 'req-3', status: 200 });
  });
});
