import { type Inline, parseInline } from './parse-inline';

// Block Markdown as the assistant and the guides write it: paragraphs, headings, bullet and
// numbered lists (nested by indentation), fenced code, quotes and rules. No HTML blocks and no
// tables: what is not understood is shown as text. One deliberate departure from CommonMark: an
// unindented line after a list item starts a paragraph rather than continuing the item, which is
// how both authors mean it ("- 1% fee.\nOdin can change fees…").

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'code'; text: string }
  | { type: 'quote'; children: Block[] }
  | { type: 'rule' };

const FENCE = /^ {0,3}(```|~~~)/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^ {0,3}> ?/;
const ITEM = /^( *)([-*+]|\d{1,9}[.)])\s+(.*)$/;

const indentOf = (line: string) => /^ */.exec(line)?.[0].length ?? 0;
const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';

/** Lines that end a paragraph without a blank line before them. */
function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || ITEM.test(line);
}

function parseList(lines: string[], start: number): { block: Block; next: number } {
  const first = ITEM.exec(lines[start] as string) as RegExpExecArray;
  const indent = (first[1] as string).length;
  const ordered = /\d/.test(first[2] as string);
  const items: Block[][] = [];
  let i = start;
  while (i < lines.length) {
    const match = ITEM.exec(lines[i] as string);
    if (!match || (match[1] as string).length !== indent || /\d/.test(match[2] as string) !== ordered) break;
    const contentIndent = indent + (match[2] as string).length + 1;
    const body = [match[3] as string];
    i++;
    // The item's own lines: anything indented past its marker, blank lines between them included.
    while (i < lines.length) {
      const line = lines[i] as string;
      if (isBlank(line)) {
        const after = lines.slice(i + 1).find((l) => !isBlank(l));
        if (after === undefined || indentOf(after) < contentIndent) break;
        body.push('');
      } else if (indentOf(line) > indent) {
        body.push(line.slice(Math.min(indentOf(line), contentIndent)));
      } else break;
      i++;
    }
    items.push(parseBlocks(body));
    // A blank line between items of the same list keeps the list going.
    if (isBlank(lines[i]) && ITEM.test(lines[i + 1] ?? '') && indentOf(lines[i + 1] as string) === indent)
      i++;
  }
  const startNumber = ordered ? Number.parseInt(first[2] as string, 10) : 1;
  return { block: { type: 'list', ordered, start: startNumber, items }, next: i };
}

export function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const close = lines.findIndex((l, j) => j > i && l.trim().startsWith(fence[1] as string));
      const end = close === -1 ? lines.length : close;
      blocks.push({ type: 'code', text: lines.slice(i + 1, end).join('\n') });
      i = end + 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = (heading[1] as string).length;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] as string) });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] as string))
        quoted.push((lines[i++] as string).replace(QUOTE, ''));
      blocks.push({ type: 'quote', children: parseBlocks(quoted) });
      continue;
    }
    if (ITEM.test(line)) {
      const { block, next } = parseList(lines, i);
      blocks.push(block);
      i = next;
      continue;
    }
    const paragraph = [line.trimStart()];
    i++;
    while (i < lines.length && !isBlank(lines[i]) && !startsBlock(lines[i] as string)) {
      paragraph.push((lines[i++] as string).trimStart());
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

export function parseMarkdown(markdown: string): Block[] {
  return parseBlocks(markdown.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'));
}
