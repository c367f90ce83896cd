import { DASH } from './parse.js';

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `value` through an en-US Intl format, or a dash when it is no date. */
function formatWith(value: unknown, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date) : DASH;
}

const DAY = { month: 'short', day: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** Chart x-axis label: the date of an ISO timestamp or epoch milliseconds, "Nov 21". */
export function formatChartDate(value: unknown, timeZone?: string): string {
  return formatWith(value, DAY, timeZone);
}

/** Chart tooltip label: date and time, "Nov 21, 14:05". */
export function formatChartDateTime(value: unknown, timeZone?: string): string {
  return formatWith(value, { ...DAY, ...TIME }, timeZone);
}

/** "Updated N ago" text: "just now", "45 s ago", "3 min ago", "2 h ago", "4 d ago". */
export function formatAge(value: unknown, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return DASH;
  const seconds = Math.max(0, Math.round((now - date.getTime()) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86_400)} d ago`;
}

/** Chart x-axis label for a window of a day or so: the time, "14:05". */
export function formatChartTime(value: unknown, timeZone?: string): string {
  return formatWith(value, TIME, timeZone);
}
