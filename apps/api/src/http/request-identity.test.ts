import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIds, visitorAddress } from './request-identity.js';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('request identity', () => {
  it("reads the visitor's address as Fastify's request.ip does", () => {
    expect(visitorAddress(false)(request('10.0.0.2', '203.0.113.7'))).toBe('10.0.0.2');
    expect(visitorAddress(true)(request('10.0.0.2', '203.0.113.7, 10.0.0.1'))).toBe('203.0.113.7');
    expect(visitorAddress(true)(request('10.0.0.2'))).toBe('10.0.0.2');
  });

  it('numbers requests like Fastify (req-1, req-2, … in base 36)', () => {
    const next = requestIds();
    expect([next(), next()]).toEqual(['req-1', 'req-2']);
    for (let i = 0; i < 34; i++) next();
    expect(next()).toBe('req-11');
  });
});
