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
  // Citations and link targets are addresses, not statements.
  const prose = answer.replace(/\[[a-z0-9-]+#[a-z0-9-]+\]/g, '').replace(/\]\([^)]*\)/g, ']');
  const stated = readFigures(prose).filter((f) => f.kind !== 'form');
  // Most streamed sentences state no figure: the given text is read only when one does.
  if (stated.length === 0) return [];
  const given = figuresOf(grounding.text);
  const values = [
    ...CONSTANTS,
    ...quantities(given).flatMap((q) => [q.value, q.value * SATS_PER_BTC, q.value / SATS_PER_BTC]),
    // A date's year stands alone too ("as of November 2026").
    ...given.flatMap((f) => (f.kind === 'date' && f.key.length === 10 ? [Number(f.key.slice(0, 4))] : [])),
  ];
  let tool: Quantity[] | undefined;
  const toolFigures = () => {
    tool ??= quantities(figuresOf(grounding.toolText));
    return tool;
  };
  const dates = new Set(given.flatMap((f) => (f.kind === 'date' ? [f.key, f.monthDay] : [])));
  const times = new Set(given.flatMap((f) => (f.kind === 'time' ? [f.key] : [])));
  const lowerText = grounding.text.toLowerCase();
  return stated
    .filter((f) => {
      switch (f.kind) {
        case 'date':
          return !dates.has(f.key);
        case 'time':
          return !times.has(f.key);
        case 'identifier':
          return !lowerText.includes(f.text.toLowerCase());
        default:
          return !(
            values.some((c) => matches(f, Math.abs(c))) ||
            (f.kind !== 'number' && labelledComputed(prose, f) && derivable(f, toolFigures()))
          );
      }
    })
    .map((f) => f.text.trim());
}

// A streamed answer checks each sentence against the same given text: read it once, not per sentence.
const recent = new Map<string, Figure[]>();
function figuresOf(text: string): Figure[] {
  let figures = recent.get(text);
  if (!figures) {
    figures = readFigures(text);
    if (recent.size >= 8) recent.delete(recent.keys().next().value ?? '');
    recent.set(text, figures);
  }
  return figures;
}

function quantities(figures: Figure[]): Quantity[] {
  return figures.filter((f): f is Quantity => 'value' in f);
}

// A computed percentage or multiple says what it compares: "3.8x ODINDOG's", "7% of the total",
// "66% fewer than", "a gap of 16.17 points". Without that ("GRIFFAIN rose 7% today") a figure that
// happens to equal a ratio of two tool figures is a coincidence, not a computation.
const COMPARED_AFTER =
  /^\s*(?:of\b|than\b|more\b|fewer\b|less\b|larger\b|smaller\b|higher\b|lower\b|bigger\b|greater\b|as (?:many|much|large|big|high)\b|the (?:holders|size|market|price|volume|liquidity|transactions|figure|number|total|value)\b|(?:percentage )?points\b|[\w$•-]+['’]s\b|(?:that|those) of\b)/i;
const COMPARED_BEFORE =
  /\b(?:ratio|share|gap|difference|spread|margin|multiple|compared|relative|i\.e\.|that is|works out (?:to|at)|comes to|=)\s*(?:of\s*)?(?:about|around|roughly|nearly|~|≈)?\s*$/i;

function labelledComputed(prose: string, f: Quantity): boolean {
  if (/points?|pp/i.test(f.text.replace(/^[^a-z]*/i, ''))) return true;
  const after = prose.slice(f.at + f.text.length, f.at + f.text.length + 40);
  const before = prose.slice(Math.max(0, f.at - 40), f.at);
  return COMPARED_AFTER.test(after) || COMPARED_BEFORE.test(before);
}

/**
 * Whether a percentage or multiple can be computed from two like tool figures a and b (both USD,
 * both sats, both percentages, both counts): a/b as a multiple; as a percentage a/b (a share),
 * (a−b)/b (a change) or a−b (points between two percentages). Sums are not on the list: totals
 * come from the overview tool, and a sum would ground almost any invented count.
 */
function derivable(f: Quantity, tool: Quantity[]): boolean {
  const near = (c: number) => matches(f, Math.abs(c));
  for (const { signed: a, dimension } of tool)
    for (const { signed: b, dimension: other } of tool) {
      if (other !== dimension) continue;
      if (
        f.kind === 'multiple'
          ? b !== 0 && near(a / b)
          : near(a - b) || (b !== 0 && (near((100 * a) / b) || near((100 * (a - b)) / b)))
      )
        return true;
    }
  return false;
}

function matches(f: Quantity, c: number): boolean {
  if (f.bound === 'above') return c >= f.value && c <= f.value * BOUND_SPAN;
  if (f.bound === 'below') return c <= f.value && c >= f.value / BOUND_SPAN;
  const tolerance = Math.min(f.unit / 2, MAX_ROUNDING * c);
  // The small relative slack absorbs float error ("0.0000033" BTC from 330 sats).
  return Math.abs(c - f.value) <= tolerance + 1e-9 * Math.max(1, c);
}
