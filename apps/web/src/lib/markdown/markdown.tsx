import { createElement, type ElementType, Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Inline } from './parse-inline';
import { type Block, parseMarkdown } from './parse-markdown';

type Variant = 'compact' | 'document';
type Props = {
  text: string;
  /**
   * `compact` (chat bubbles): headings become bold lines, since an answer sits under the page's
   * own headings. `document` (guide pages): headings keep their level, shifted by `headingOffset`.
   */
  variant?: Variant;
  headingOffset?: number;
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

// Children are passed as arguments, not arrays: a parsed document has fixed positions and no
// identities, so there are no keys to invent.
// biome-ignore lint/suspicious/noExplicitAny: any element type (tags, Link, Fragment) with its own props.
const el = (type: string | ElementType<any>, props: object | null, children: ReactNode[]) =>
  createElement(type, props, ...children);

function inline(node: Inline): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text;
    case 'break':
      return createElement('br');
    case 'code':
      return createElement('code', null, node.text);
    case 'strong':
    case 'em':
      return el(node.type, null, node.children.map(inline));
    case 'link':
      // Site paths navigate inside the app; other sites open in a new tab without an opener.
      if (node.href.startsWith('/')) return el(Link, { to: node.href }, node.children.map(inline));
      return el(
        'a',
        { href: node.href, ...(node.href.startsWith('#') ? {} : external) },
        node.children.map(inline),
      );
  }
}

function block(b: Block, variant: Variant, offset: number): ReactNode {
  const blocks = (list: Block[]) => list.map((child) => block(child, variant, offset));
  switch (b.type) {
    case 'paragraph':
      return el('p', null, b.children.map(inline));
    case 'heading':
      if (variant === 'compact') return el('p', { style: { fontWeight: 700 } }, b.children.map(inline));
      return el(`h${Math.min(6, b.level + offset)}`, null, b.children.map(inline));
    case 'list': {
      const items = b.items.map((item) => el('li', null, blocks(item)));
      return b.ordered ? el('ol', b.start === 1 ? null : { start: b.start }, items) : el('ul', null, items);
    }
    case 'code':
      return createElement('pre', null, createElement('code', null, b.text));
    case 'quote':
      return el('blockquote', null, blocks(b.children));
    case 'rule':
      return createElement('hr');
  }
}

/**
 * Markdown rendered in the first paint (no lazy parser, no flash of raw `**…**`), as React text
 * nodes only: HTML in the text shows as text, and unsafe link targets show as plain text.
 */
export function Markdown({ text, variant = 'compact', headingOffset = 0 }: Props) {
  return (
    <div className="odai-markdown">
      {el(
        Fragment,
        null,
        parseMarkdown(text).map((b) => block(b, variant, headingOffset)),
      )}
    </div>
  );
}
