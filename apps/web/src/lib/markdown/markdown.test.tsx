import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { safeHref } from './parse-inline';

function show(text: string, variant?: 'compact' | 'document') {
  return render(
    <MemoryRouter>
      <Markdown text={text} variant={variant} headingOffset={variant === 'document' ? 1 : 0} />
    </MemoryRouter>,
  ).container;
}

describe('Markdown', () => {
  it('renders in the first paint, with site links in the app and outside links in a new tab', () => {
    show('A **bold** word, [a guide](/guides/fees#amm-fee) and [Odin](https://odin.fun).');
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'a guide' })).toHaveAttribute('href', '/guides/fees#amm-fee');
    expect(screen.getByRole('link', { name: 'a guide' })).not.toHaveAttribute('target');
    const odin = screen.getByRole('link', { name: 'Odin' });
    expect(odin).toHaveAttribute('target', '_blank');
    expect(odin).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never creates HTML elements or script links from the text', () => {
    const container = show(
      '<script>alert(1)</script><img src=x onerror="alert(1)">\n\n[bad](javascript:alert(1)) ![pic](https://x.example/a.png)',
    );
    expect(container.querySelector('script, img, iframe')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://x.example/a.png',
    ]);
  });

  it('keeps headings small in a chat bubble and shifts them in a document', () => {
    const compact = show('# Big');
    expect(compact.querySelector('h1')).toBeNull();
    const document = show('## Sub', 'document');
    expect(document.querySelector('h3')?.textContent).toBe('Sub');
  });

  it('survives arbitrary text: no crash, no HTML elements, only safe links', () => {
    const pieces = [
      '*',
      '**',
      '_',
      '`',
      '[',
      ']',
      '(',
      ')',
      '<',
      '>',
      '#',
      '- ',
      '1. ',
      '> ',
      '\n',
      '\n\n',
      '  ',
      '\\',
      'https://a.example/x',
      'javascript:',
      'a',
      'word ',
      '<img src=x>',
      '```',
      '---',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 300; n++) {
      const text = Array.from({ length: 1 + (next() % 40) }, () => pieces[next() % pieces.length]).join('');
      const container = show(text);
      expect(container.querySelector('script, img, iframe, object, embed')).toBeNull();
      for (const a of container.querySelectorAll('a'))
        expect(safeHref(a.getAttribute('href') ?? '')).not.toBeNull();
    }
  });
});
