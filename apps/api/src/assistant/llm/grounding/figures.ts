/**
 * Finds the figures a text states, each with the kind of claim it is. The grounding check reads
 * answers and the text the model was given with this one reader, so "11,151", "$105K" and "0.5%"
 * mean the same thing on both sides. Rules and reasons: docs/decisions/037-grounding-rules.md.
 */
export type Figure =
  /** A quantity: value ≥ 0, `unit` is the place of its last significant digit ("105K" → 1000). */
  | {
      kind: 'number' | 'percent' | 'multiple';
      text: string;
      value: number;
      signed: number;
      unit: number;
      /** What it counts, as far as the text says: only like figures are divided by each other. */
      dimension: 'usd' | 'sats' | 'btc' | 'percent' | 'count';
      bound?: 'above' | 'below';
      /** Where it starts in the text read, so a reader can look at the words around it. */
      at: number;
    }
  | { kind: 'date'; text: string; key: string; monthDay: string }
  | { kind: 'time'; text: string; key: string }
  /** Letters and digits run together (token ids, BIP39): must be quoted verbatim. */
  | { kind: 'identifier'; text: string }
  /** Not a claim: list numbering, ranks and ordinals, the 24 h window, "/ 10" score scales. */
  | { kind: 'form'; text: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const BOUND_ABOVE = /\b(more than|over|above|at least|upwards of|exceeds?|beyond)\s*$/i;
const BOUND_BELOW = /\b(less than|under|below|nearly|almost|up to|at most|just shy of)\s*$/i;

// One pass, first alternative that matches wins; order matters (dates before plain numbers).
// Capture groups are read by position in readFigures (JS forbids repeating a group name).
const FIGURE = new RegExp(
  [
    /(?<iso>\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?Z?)?)/.source,
    `(?<md>\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?)`,
    `(?<dm>\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b(?:,?\\s+(\\d{4})\\b)?)`,
    /(?<time>\b(\d{1,2}):(\d{2})\b(?:\s?([ap])\.?m\b\.?)?)/.source,
    /(?<listMarker>^[ \t]*\d{1,2}[.)][ \t])/.source,
    /(?<form>#\d+\b|\b\d+(?:st|nd|rd|th)\b|\b24[ -]?(?:h|hrs?|hours?)\b|\/\s?10\b|\bout of 10\b|\bsteps?\s\d{1,2}\b)/
      .source,
    /(?<prefixMultiple>(?<![\w.])[x×]\s?(\d+(?:\.\d+)?)(?!\w))/.source,
    /(?<quantity>(?<![\w.])([-+−])?\$?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?:\s?(k|m|b|bn|thousand|million|billion)\b)?(\s?%|\s?percent(?:age points)?\b|\s?points?\b|\s?pp\b|\s?[x×](?!\w)|\s?times\b|-fold\b)?(?![\w]))/
      .source,
    // "2.200866e-7": the exponent belongs to the number written before it, never a figure of its own.
    /(?<identifier>\b\w*\d\w*(?:(?<=[eE])[-+−]\d+)?\b)/.source,
  ].join('|'),
  'gim',
);

/** The precision a written number carries: "330.189" → 0.001, "11,000" → 1000, "105" → 1. */
function unitOf(digits: string): number {
  const [int = '', frac] = digits.split('.');
  if (frac !== undefined) return 10 ** -frac.length;
  const zeros = /0*$/.exec(int)?.[0].length ?? 0;
  return zeros === int.length ? 1 : 10 ** zeros;
}

interface Around {
  before: string;
  after: string;
}

function quantity(
  text: string,
  digits: string,
  sign: string | undefined,
  scale: string | undefined,
  suffix: string | undefined,
  { before, after, at }: Around & { at: number },
): Figure {
  const factor = scale ? (SCALES[scale.toLowerCase()] ?? 1) : 1;
  const plain = digits.replace(/,/g, '');
  const value = Number(plain) * factor;
  const s = suffix?.trim().toLowerCase();
  const kind = !s ? 'number' : /^[x×]|times|fold/.test(s) ? 'multiple' : 'percent';
  const bound = BOUND_ABOVE.test(before) ? 'above' : BOUND_BELOW.test(before) ? 'below' : undefined;
  const dimension =
    kind === 'percent'
      ? 'percent'
      : text.includes('$')
        ? 'usd'
        : /^\s*sats?\b/i.test(after)
          ? 'sats'
          : /^\s*(ck)?btc\b/i.test(after)
            ? 'btc'
            : 'count';
  const signed = sign === '-' || sign === '−' ? -value : value;
  return {
    kind,
    text,
    value,
    signed,
    unit: unitOf(plain) * factor,
    dimension,
    at,
    ...(bound ? { bound } : {}),
  };
}

const pad = (n: string | number) => String(n).padStart(2, '0');
function date(text: string, year: string | undefined, month: number, day: string): Figure {
  const monthDay = `${pad(month)}-${pad(day)}`;
  return { kind: 'date', text, key: year ? `${year}-${monthDay}` : monthDay, monthDay };
}
/** "2:05 pm" → "14:05"; "14:05" stays. */
function clock(hours: string, minutes: string, half: string | undefined): string {
  let h = Number(hours) % (half ? 12 : 24);
  if (half?.toLowerCase() === 'p') h += 12;
  return `${pad(h)}:${minutes}`;
}
const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Every figure in `text`, in order. */
export function readFigures(text: string): Figure[] {
  const figures: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const g = m.groups ?? {};
    const [all, , y, mo, d, hh, mm] = m;
    const at = m.index ?? 0;
    const around = {
      before: text.slice(Math.max(0, at - 24), at),
      after: text.slice(at + all.length, at + all.length + 8),
      at,
    };
    if (g.iso) {
      figures.push(date(all, y, Number(mo), d ?? ''));
      if (hh && mm) figures.push({ kind: 'time', text: `${hh}:${mm}`, key: `${hh}:${mm}` });
    } else if (g.md) figures.push(date(all, m[10], monthNumber(m[8] ?? ''), m[9] ?? ''));
    else if (g.dm) figures.push(date(all, m[14], monthNumber(m[13] ?? ''), m[12] ?? ''));
    else if (g.time) figures.push({ kind: 'time', text: all, key: clock(m[16] ?? '', m[17] ?? '', m[18]) });
    else if (g.listMarker || g.form) figures.push({ kind: 'form', text: all.trim() });
    else if (g.prefixMultiple) figures.push(quantity(all, m[22] ?? '', undefined, undefined, 'x', around));
    else if (g.quantity) figures.push(quantity(all, m[25] ?? '', m[24], m[26], m[27], around));
    else figures.push({ kind: 'identifier', text: all });
  }
  return figures;
}
