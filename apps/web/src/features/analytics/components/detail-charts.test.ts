import { describe, expect, it } from 'vitest';
import { dayTicks, priceDomain, toChartPoints } from './detail-charts';
import { bucketLabel, volumeKindOf, volumeNote } from './volume-series';

describe('chart data', () => {
  it('turns decimal strings into numbers; a volume not measured is no bar', () => {
    expect(
      toChartPoints([
        { timestamp: '2026-11-21T00:00:00Z', price: '0.0000123', volume24h: '12.5' },
        { timestamp: '2026-11-21T01:00:00Z', price: '2' },
      ]),
    ).toEqual([
      { timestamp: '2026-11-21T00:00:00Z', price: 0.0000123, volume: 12.5 },
      { timestamp: '2026-11-21T01:00:00Z', price: 2, volume: null },
    ]);
  });

  it('draws the volume per bucket when the server measured any, else the trailing 24 h', () => {
    const history = [
      { timestamp: '2026-11-21T00:00:00Z', price: '1', volume24h: '900' },
      { timestamp: '2026-11-21T00:30:00Z', price: '1', volume24h: '950', volume: '50' },
    ];
    expect(volumeKindOf(history)).toBe('interval');
    expect(toChartPoints(history).map((p) => p.volume)).toEqual([null, 50]);
    expect(volumeKindOf(history.slice(0, 1))).toBe('trailing24h');
    expect([300, 1800, 7200, 86_400].map(bucketLabel)).toEqual(['5 min', '30 min', '2 h', '24 h']);
    // Only the first bar unmeasured (the history starts there): nothing to say.
    expect(volumeNote(history, 'interval')).toBeNull();
    const later = [{ timestamp: '2026-11-20T23:30:00Z', price: '1' }, ...history];
    expect(volumeNote(later, 'interval')).toMatch(/^Volume per interval is recorded from Nov 21/);
  });

  it('puts one x-axis tick on the first point of each day', () => {
    const at = (iso: string) => ({ timestamp: iso, price: '1' });
    const history = [
      at('2026-11-20T10:00:00'),
      at('2026-11-20T20:00:00'),
      at('2026-11-21T08:00:00'),
      at('2026-11-22T08:00:00'),
    ];
    expect(dayTicks(history)).toEqual(['2026-11-20T10:00:00', '2026-11-21T08:00:00', '2026-11-22T08:00:00']);
  });
});

describe('price axis', () => {
  it('fits the data range with a margin instead of starting at 0', () => {
    const at = (price: string) => ({ timestamp: '2026-11-21T00:00:00Z', price });
    expect(priceDomain([at('105'), at('140'), at('120')])).toEqual([103.25, 141.75]);
    expect(priceDomain([at('2'), at('2')])).toEqual([1.9, 2.1]);
    expect(priceDomain([])).toBeUndefined();
  });
});
