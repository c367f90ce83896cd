import { describe, expect, it } from 'vitest';
import { asOfLabel, dataNote, groupDigits, signedPercent, usd } from './format-live.js';

describe('live-data formatting', () => {
  it('groups digits without rounding the decimal string', () => {
    expect(groupDigits('38527.40')).toBe('38,527.40');
    expect(groupDigits('1234567')).toBe('1,234,567');
    expect(groupDigits('-1234.5678')).toBe('-1,234.5678');
    expect(usd('0.000123')).toBe('$0.000123');
  });

  it('signs positive changes only', () => {
    expect(signedPercent('4.21')).toBe('+4.21%');
    expect(signedPercent('-3.42')).toBe('-3.42%');
    expect(signedPercent('0.00')).toBe('0.00%');
  });

  it('says demo data when the market is simulated', () => {
    expect(dataNote('demo', '2026-11-21T14:05:00.000Z')).toMatch(/demo data.*2026-11-21 14:05 UTC/);
    expect(dataNote('odin', '2026-11-21T14:05:00.000Z')).toMatch(/^Live data from Odin\.fun/);
    expect(asOfLabel('2026-11-21T14:05:09Z')).toBe('2026-11-21 14:05 UTC');
  });
});
