import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
  ])('recognises %s', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    withCode('duplicate key value violates unique constraint', '23505'),
    new Error('Cannot read properties of undefined'),
    'Connection terminated',
    null,
  ])('leaves other failures alone: %s', (err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
