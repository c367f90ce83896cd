// Inline Markdown: **strong**, *em*, `code`, [links](…), <autolinks> and bare http(s) URLs. Text is
// only ever text: nothing here produces HTML, and a link whose target is not safe stays plain text.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

/** http(s) and mailto links, site paths and in-page anchors; anything else (javascript:, data:, //host) is refused. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  return null;
}

const ESCAPABLE = /[\\`*_[\]()#+\-.!<>{}|~]/;
const BARE_URL = /^https?:\/\/[^\s<>]+/i;

/** Index of the `close` that balances the `open` at `from`, or -1. */
function balanced(text: string, from: number, open: string, close: string): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return i;
  }
  return -1;
}

/** Where emphasis opened by `marker` at `from` closes: not after a space, `_` not inside a word. */
function closingMarker(text: string, marker: string, from: number): number {
  for (let i = text.indexOf(marker, from); i !== -1; i = text.indexOf(marker, i + 1)) {
    if (marker.length === 1 && (text[i + 1] === marker || text[i - 1] === marker)) {
      i++; // part of a double marker: skip it whole
      continue;
    }
    if (i === from || /\s/.test(text[i - 1] ?? '')) continue;
    if (marker.startsWith('_') && /[\p{L}\p{N}]/u.test(text[i + marker.length] ?? '')) continue;
    // In "**a *b***" the strong closes on the last two of the three.
    while (marker.length === 2 && text[i + 2] === marker[0]) i++;
    return i;
  }
  return -1;
}

function linkOrText(href: string, children: Inline[], fallback: Inline[]): Inline[] {
  const safe = safeHref(href);
  return safe ? [{ type: 'link', href: safe, children }] : fallback;
}

/** Strips links from a link's label (a link inside a link is not allowed). */
function unlinked(nodes: Inline[]): Inline[] {
  return nodes.flatMap((n) => (n.type === 'link' ? unlinked(n.children) : [n]));
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const push = (...nodes: Inline[]) => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
    out.push(...nodes);
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const rest = text.slice(i);
    if (ch === '\\' && ESCAPABLE.test(text[i + 1] ?? '')) {
      buffer += text[i + 1];
      i += 2;
    } else if (ch === '\\' && text[i + 1] === '\n') {
      push({ type: 'break' });
      i += 2;
    } else if (rest.startsWith('  \n')) {
      push({ type: 'break' });
      i += 3;
    } else if (ch === '`') {
      const run = /^`+/.exec(rest)?.[0] ?? '`';
      const end = text.indexOf(run, i + run.length);
      if (end === -1) {
        buffer += run;
        i += run.length;
      } else {
        push({ type: 'code', text: text.slice(i + run.length, end).trim() });
        i = end + run.length;
      }
    } else if (ch === '[') {
      const labelEnd = balanced(text, i, '[', ']');
      const hrefEnd = text[labelEnd + 1] === '(' ? balanced(text, labelEnd + 1, '(', ')') : -1;
      if (labelEnd === -1 || hrefEnd === -1) {
        buffer += ch;
        i++;
      } else {
        const label = unlinked(parseInline(text.slice(i + 1, labelEnd)));
        const href = text.slice(labelEnd + 2, hrefEnd).split(/\s+"/)[0] ?? '';
        push(...linkOrText(href, label, label));
        i = hrefEnd + 1;
      }
    } else if (ch === '<' && /^<https?:\/\/[^\s>]+>/i.test(rest)) {
      const url = rest.slice(1, rest.indexOf('>'));
      push(...linkOrText(url, [{ type: 'text', text: url }], [{ type: 'text', text: url }]));
      i += url.length + 2;
    } else if (
      (ch === 'h' || ch === 'H') &&
      !/[\p{L}\p{N}]/u.test(text[i - 1] ?? '') &&
      BARE_URL.test(rest)
    ) {
      // A sentence's closing punctuation is not part of the address.
      const url = (BARE_URL.exec(rest)?.[0] ?? '').replace(/[.,;:!?'")\]]+$/, '');
      push({ type: 'link', href: url, children: [{ type: 'text', text: url }] });
      i += url.length;
    } else if (ch === '*' || ch === '_') {
      const marker = text[i + 1] === ch ? ch + ch : ch;
      const opensWord = !/\s/.test(text[i + marker.length] ?? ' ');
      const insideWord = ch === '_' && /[\p{L}\p{N}]/u.test(text[i - 1] ?? '');
      const end = opensWord && !insideWord ? closingMarker(text, marker, i + marker.length) : -1;
      if (end === -1) {
        buffer += marker;
        i += marker.length;
      } else {
        const type = marker.length === 2 ? 'strong' : 'em';
        push({ type, children: parseInline(text.slice(i + marker.length, end)) });
        i = end + marker.length;
      }
    } else {
      buffer += ch;
      i++;
    }
  }
  push();
  return out;
}
