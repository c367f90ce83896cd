/** One sentence or list item of a section: the unit an answer is assembled from. */
export interface Passage {
  text: string;
  /** Position in the section, so picked passages can be shown in reading order. */
  index: number;
  /** Index of the paragraph or list it belongs to. */
  block: number;
  list?: 'ordered' | 'bullet';
}

// A full stop ends a sentence when a word, digit or quote follows after a space ("… sats. ckBTC
// transfers …"); "0.5%" has no space, and "e.g." is joined back below.
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Za-z0-9"“(])/;
const ABBREVIATION = /\b(e\.g|i\.e|etc|vs|approx|incl)\.$/i;

function sentences(paragraph: string): string[] {
  const out: string[] = [];
  for (const part of paragraph.split(SENTENCE_END)) {
    const last = out[out.length - 1];
    if (last !== undefined && ABBREVIATION.test(last)) out[out.length - 1] = `${last} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Splits a section body into sentences and list items, keeping which block each came from. */
export function splitPassages(body: string): Passage[] {
  const passages: Passage[] = [];
  let block = 0;
  let inList: Passage['list'] | undefined;
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const item = /^(?:([-*+])|\d+[.)])\s+(.*)$/.exec(line);
    if (!line) {
      block += 1;
      inList = undefined;
    } else if (item) {
      const list = item[1] ? 'bullet' : 'ordered';
      if (inList !== list) block += 1;
      inList = list;
      passages.push({ text: item[2] ?? '', index: passages.length, block, list });
    } else {
      if (inList) block += 1;
      inList = undefined;
      for (const s of sentences(line)) passages.push({ text: s, index: passages.length, block });
    }
  }
  return passages;
}

/** Words, for the length budget; Markdown links count by their text. */
export function wordCount(text: string): number {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter(Boolean).length;
}
