import type { components } from '@odai/contract';
import {
  formatChartDate,
  formatChartDateTime,
  formatChartTime,
  formatSats,
  formatUsd,
  toFiniteNumber,
} from '@odai/format';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { type VolumeKind, volumeKindOf, volumeNote, volumeOf, volumeUnit } from './volume-series';

type PricePoint = components['schemas']['PricePoint'];

const AXIS = { stroke: 'var(--mantine-color-dark-2)', fontSize: 12 };
const tooltipStyle = {
  contentStyle: {
    background: 'var(--mantine-color-dark-7)',
    border: '1px solid var(--mantine-color-dark-4)',
  },
  labelFormatter: (label: unknown) => formatChartDateTime(label),
};

/** Strings from the API become numbers for the charts; a volume not measured is no bar (null), not 0. */
export function toChartPoints(history: PricePoint[], kind: VolumeKind = volumeKindOf(history)) {
  return history.map((p) => ({
    timestamp: p.timestamp,
    price: toFiniteNumber(p.price) ?? 0,
    volume: toFiniteNumber(volumeOf(p, kind)),
  }));
}

/**
 * The price axis fits the data (a 105–140 sats range is not flattened against 0): the lowest and
 * highest price with 5% of the spread as margin, never below 0.
 */
export function priceDomain(history: PricePoint[]): [number, number] | undefined {
  const prices = history.map((p) => toFiniteNumber(p.price)).filter((n): n is number => n !== null);
  if (prices.length === 0) return undefined;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const margin = (max - min) * 0.05 || max * 0.05 || 1;
  return [Math.max(0, min - margin), max + margin];
}

const DAY_MS = 86_400_000;
const spansUnderTwoDays = (history: PricePoint[]) =>
  history.length > 1 &&
  Date.parse(history.at(-1)!.timestamp) - Date.parse(history[0]!.timestamp) < 2 * DAY_MS;

/** One x-axis tick per calendar day (the first point of each day), so no date repeats. */
export function dayTicks(history: PricePoint[]): string[] {
  const ticks: string[] = [];
  let last = '';
  for (const p of history) {
    const day = formatChartDate(p.timestamp);
    if (day !== last) ticks.push(p.timestamp);
    last = day;
  }
  return ticks;
}

/** The shared x-axis: one tick per day labelled with its date; for a day's window, times of day. */
function dateAxis(history: PricePoint[]) {
  if (spansUnderTwoDays(history)) {
    return {
      dataKey: 'timestamp',
      tickFormatter: (v: unknown) => formatChartTime(v),
      ...AXIS,
      minTickGap: 32,
    };
  }
  return {
    dataKey: 'timestamp',
    ticks: dayTicks(history),
    tickFormatter: (v: unknown) => formatChartDate(v),
    ...AXIS,
    minTickGap: 16,
  };
}

function exactPrice(timestamp: unknown, history: PricePoint[]): string {
  return history.find((p) => p.timestamp === timestamp)?.price ?? '—';
}

export function PriceChart({ history }: { history: PricePoint[] }) {
  return (
    <ChartFigure title="Price History" unit="sats per token" height={300}>
      <AreaChart data={toChartPoints(history)} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
        <defs>
          <linearGradient id="price-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#f7931a" stopOpacity={0.45} />
            <stop offset="100%" stopColor="#f7931a" stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-dark-5)" />
        <XAxis {...dateAxis(history)} />
        <YAxis
          tickFormatter={(v) => formatSats(v, { unit: false })}
          {...AXIS}
          width={64}
          domain={priceDomain(history) ?? ['auto', 'auto']}
          allowDataOverflow
        />
        {/* The exact price as stored (not rounded), with the date and time of the point. */}
        <Tooltip
          {...tooltipStyle}
          formatter={(_v, _name, item) => [`${exactPrice(item?.payload?.timestamp, history)} sats`, 'Price']}
        />
        <Area
          type="monotone"
          baseValue="dataMin"
          dataKey="price"
          stroke="#f7931a"
          fill="url(#price-fill)"
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartFigure>
  );
}

export function VolumeChart({ history, bucketSeconds }: { history: PricePoint[]; bucketSeconds?: number }) {
  const kind = volumeKindOf(history);
  const unit = volumeUnit(kind, bucketSeconds);
  return (
    <ChartFigure title="Trading Volume" unit={`USD, ${unit}`} height={200} note={volumeNote(history, kind)}>
      <BarChart data={toChartPoints(history, kind)} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-dark-5)" />
        <XAxis {...dateAxis(history)} />
        <YAxis tickFormatter={(v) => formatUsd(v)} {...AXIS} width={64} />
        <Tooltip
          {...tooltipStyle}
          formatter={(v) => [
            v === null || v === undefined ? 'not recorded' : formatUsd(v),
            `Volume, ${unit}`,
          ]}
        />
        <Bar dataKey="volume" fill="#fca13a" isAnimationActive={false} />
      </BarChart>
    </ChartFigure>
  );
}
