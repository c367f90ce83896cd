import { describe, expect, it } from 'vitest';
import { formatAge, formatChartDate, formatChartDateTime, formatChartTime } from './date.js';

describe('chart dates', () => {
  it('takes the date from an ISO timestamp or epoch ms', () => {
    expect(formatChartDate('2026-11-21T23:30:00Z', 'UTC')).toBe('Nov 21');
    expect(formatChartDate(Date.UTC(2026, 0, 2), 'UTC')).toBe('Jan 2');
    expect(formatChartDateTime('2026-11-21T14:05:00Z', 'UTC')).toBe('Nov 21, 14:05');
  });

  it.each([['not a date'], [''], [null], [undefined], [Number.NaN], [{}]])('dash for %p', (v) => {
    expect(formatChartDate(v)).toBe('—');
    expect(formatChartDateTime(v)).toBe('—');
  });
});

describe('formatAge', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T12:00:00Z', 'just now'],
    ['2026-11-22T11:59:15Z', '45 s ago'],
    ['2026-11-22T11:57:00Z', '3 min ago'],
    ['2026-11-22T10:00:00Z', '2 h ago'],
    ['2026-11-18T12:00:00Z', '4 d ago'],
    ['2026-11-22T12:00:30Z', 'just now'],
    ['bad', '—'],
  ])('%p → %p', (input, expected) => {
    expect(formatAge(input, now)).toBe(expected);
  });
});

describe('formatChartTime', () => {
  it('prints the 24-hour time', () => {
    expect(formatChartTime('2026-11-21T14:05:00Z', 'UTC')).toBe('14:05');
    expect(formatChartTime('nope')).toBe('—');
  });
});
