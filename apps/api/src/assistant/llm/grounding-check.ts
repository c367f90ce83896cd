import { type Figure, readFigures } from './grounding/figures.js';

/**
 * What the model was given. `text`: everything it read (prompt, retrieved sections, conversation,
 * tool results). `toolText`: the tool results alone, the only figures it may compute with.
 */
export interface Grounding {
  text: string;
  toolText: string;
}

type Quantity = Extract<Figure, { value: number }>;

/** Definitions rather than data: sats per bitcoin, and "100%". */
const CONSTANTS = [100_000_000, 100];
const SATS_PER_BTC = 1e8;
/** A bound ("more than 3x") holds when a grounded value lies between it and 1.5 times it. */
const BOUND_SPAN = 1.5;
/** Rounding may drop digits but not move the figure by more than this share. */
const MAX_ROUNDING = 0.05;

/**
 * The assistant must never state a figure that is not in the knowledge base or the live data.
 * Returns the figures of `answer` that are not grounded (empty when all are). A figure is grounded
 * when it is the same value as one the model was given (grouping, sign and trailing zeros aside),
 * that value rounded to the precision the answer writes ("$105K" for 105,420), the same amount in
 * BTC or sats, or, for a percentage or a multiple, a ratio or change computed from two tool
 * figures. Dates and times must be ones it was given; list numbering, ranks and "24h" are not
 * figures. Rules and examples: docs/decisions/037-grounding-rules.md.
 */
export function ungroundedNumbers(answer: string, source: Grounding | string): string[] {
  // A bare string is text with no tool results: nothing may be computed (the embedded engine's test).
  const grounding = typeof source === 'string' ? { text: source, toolText: '' } : source;
  const given = readFigures(grounding.text);
  const values = [
    ...CONSTANTS,
    ...quantities(given).flatMap((q) => [q.value, q.value * SATS_PER_BTC, q.value / SATS_PER_BTC]),
  ];
  const derived = derivedValues(quantities(readFigures(grounding.toolText)));
  const dates = new Set(given.flatMap((f) => (f.kind === 'date' ? [f.key, f.monthDay] : [])));
  const times = new Set(given.flatMap((f) => (f.kind === 'time' ? [f.key] : [])));
  const lowerText = grounding.text.toLowerCase();
  // Citations and link targets are addresses, not statements.
  const prose = answer.replace(/\[[a-z0-9-]+#[a-z0-9-]+\]/g, '').replace(/\]\([^)]*\)/g, ']');
  return readFigures(prose)
    .filter((f) => {
      switch (f.kind) {
        case 'form':
          return false;
        case 'date':
          return !dates.has(f.key);
        case 'time':
          return !times.has(f.key);
        case 'identifier':
          return !lowerText.includes(f.text.toLowerCase());
        default:
          return !(matchesAny(f, values) || (f.kind !== 'number' && matchesAny(f, derived[f.kind])));
      }
    })
    .map((f) => f.text.trim());
}

function quantities(figures: Figure[]): Quantity[] {
  return figures.filter((f): f is Quantity => 'value' in f);
}

/**
 * What a model may compute from two like tool figures a and b (both USD, both sats, both
 * percentages, both counts): a/b as a multiple; as a percentage a/b
 * (a share), (a−b)/b (a change) or a−b (points between two percentages). Sums are not on the list:
 * totals come from the overview tool, and a sum would ground almost any invented count.
 */
function derivedValues(tool: Quantity[]): { percent: number[]; multiple: number[] } {
  const percent: number[] = [];
  const multiple: number[] = [];
  for (const { signed: a, dimension } of tool)
    for (const { signed: b } of tool.filter((q) => q.dimension === dimension)) {
      percent.push(a - b);
      if (b === 0) continue;
      multiple.push(a / b);
      percent.push((100 * a) / b, (100 * (a - b)) / b);
    }
  return { percent, multiple };
}

function matchesAny(f: Quantity, candidates: number[]): boolean {
  return candidates.some((c) => matches(f, Math.abs(c)));
}

function matches(f: Quantity, c: number): boolean {
  if (f.bound === 'above') return c >= f.value && c <= f.value * BOUND_SPAN;
  if (f.bound === 'below') return c <= f.value && c >= f.value / BOUND_SPAN;
  const tolerance = Math.min(f.unit / 2, MAX_ROUNDING * c);
  // The small relative slack absorbs float error ("0.0000033" BTC from 330 sats).
  return Math.abs(c - f.value) <= tolerance + 1e-9 * Math.max(1, c);
}
