import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './reg-exp.js';

describe('escapeRegExp', () => {
  it('matches a name with RegExp characters literally', () => {
    const name = 'ODIN.FUN (v2) $100*';
    expect(new RegExp(`^${escapeRegExp(name)}$`).test(name)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
