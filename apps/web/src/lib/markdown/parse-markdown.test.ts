import { describe, expect, it } from 'vitest';
import { parseInline, safeHref } from './parse-inline';
import { parseMarkdown } from './parse-markdown';

const text = (t: string) => ({ type: 'text', text: t });

describe('inline Markdown', () => {
  it('reads strong, em, code and links, nested', () => {
    expect(parseInline('A **bold *and em*** `x*y` [the *guide*](/guides/fees#amm-fee).')).toEqual([
      text('A '),
      { type: 'strong', children: [text('bold '), { type: 'em', children: [text('and em')] }] },
      text(' '),
      { type: 'code', text: 'x*y' },
      text(' '),
      {
        type: 'link',
        href: '/guides/fees#amm-fee',
        children: [text('the '), { type: 'em', children: [text('guide')] }],
      },
      text('.'),
    ]);
  });

  it('leaves lone markers, arithmetic and snake_case words alone', () => {
    expect(parseInline('2 * 3 * 4 and bond_platform_fee, swap_lp_fee')).toEqual([
      text('2 * 3 * 4 and bond_platform_fee, swap_lp_fee'),
    ]);
    expect(parseInline('x·y = k, **unclosed')).toEqual([text('x·y = k, **unclosed')]);
    expect(parseInline('\\*not em\\*')).toEqual([text('*not em*')]);
  });

  it('links bare and bracketed addresses without their closing punctuation', () => {
    expect(parseInline('See https://odin.fun/token/2jjj. Or <https://help.odin.fun/hc>')).toEqual([
      text('See '),
      { type: 'link', href: 'https://odin.fun/token/2jjj', children: [text('https://odin.fun/token/2jjj')] },
      text('. Or '),
      { type: 'link', href: 'https://help.odin.fun/hc', children: [text('https://help.odin.fun/hc')] },
    ]);
  });

  it('keeps an unsafe link as its label only', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:x',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ]) {
      expect(safeHref(href)).toBeNull();
      expect(parseInline(`[bad](${href})`)).toEqual([text('bad')]);
    }
    for (const href of ['https://a.example', 'http://a.example', 'mailto:a@b.c', '/guides', '#x'])
      expect(safeHref(href)).toBe(href);
  });

  it('keeps HTML as text', () => {
    expect(parseInline('<img src=x onerror="alert(1)">')).toEqual([text('<img src=x onerror="alert(1)">')]);
  });
});

describe('block Markdown', () => {
  it('reads the embedded answer shape: a bold title, a paragraph, then bullets', () => {
    const blocks = parseMarkdown(
      '**Fees — AMM fee**\n\nSwaps pay 0.5%.\n\n- Related: [Glossary](/guides/glossary#amm)\n- Educational only.',
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'list']);
    const list = blocks[2] as Extract<(typeof blocks)[number], { type: 'list' }>;
    expect(list.items).toHaveLength(2);
  });

  it('lets a list interrupt a paragraph and ends it at an unindented line', () => {
    const blocks = parseMarkdown('The fees are:\n- Curve: 1%.\n- AMM: 0.5%.\nOdin can change fees.');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list', 'paragraph']);
  });

  it('nests lists by indentation and numbers ordered ones from their start', () => {
    const [list] = parseMarkdown('3. three\n   - sub\n4. four');
    expect(list).toMatchObject({ type: 'list', ordered: true, start: 3 });
    const items = (list as Extract<typeof list, { type: 'list' }>).items;
    expect(items).toHaveLength(2);
    expect(items[0]?.map((b) => b.type)).toEqual(['paragraph', 'list']);
  });

  it('reads headings, fenced code (verbatim), quotes and rules', () => {
    const blocks = parseMarkdown('## Title ##\n```\n**not bold**\n```\n> quoted\n\n---');
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [text('Title')] },
      { type: 'code', text: '**not bold**' },
      { type: 'quote', children: [{ type: 'paragraph', children: [text('quoted')] }] },
      { type: 'rule' },
    ]);
  });
});
