import { MantineProvider, Text } from '@mantine/core';
import { PercentBadge } from '@odai/ui/percent-badge';
import { TokenAvatar } from '@odai/ui/token-avatar';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../../../app/theme';
import { RowAvatar, RowPercentBadge, TruncatedText } from './plain-parts';

/** Markup as the browser sees it: tags, attributes and style declarations, order aside. */
function markup(node: ReactNode): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark">
      {node}
    </MantineProvider>,
  );
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const describe = (el: Element): string => {
    const attrs = [...el.attributes]
      .map((a) =>
        a.name === 'style'
          ? `style=${a.value
              .split(';')
              .map((d) => d.trim())
              .filter(Boolean)
              .sort()
              .join(';')}`
          : a.name === 'class'
            ? `class=${a.value.split(/\s+/).sort().join(' ')}`
            : `${a.name}=${a.value}`,
      )
      .sort();
    const kids = [...el.childNodes].map((n) => (n.nodeType === 1 ? describe(n as Element) : n.textContent));
    return `<${el.tagName} ${attrs.join(' ')}>${kids.join('')}</${el.tagName}>`;
  };
  // MantineProvider renders its <style> elements first; the component is the last element.
  return describe(holder.lastElementChild as Element);
}

describe("the All Tokens row's plain pieces render Mantine's markup", () => {
  it.each(['12.5', '-3.421', '0', undefined])('percent badge for %s', (value) => {
    expect(markup(<RowPercentBadge value={value} />)).toBe(markup(<PercentBadge value={value} />));
  });

  it('avatar', () => {
    expect(markup(<RowAvatar name=" ordinal frog" />)).toBe(
      markup(<TokenAvatar name=" ordinal frog" size={34} />),
    );
  });

  it('name and ticker', () => {
    expect(markup(<TruncatedText>Ordinal Frog</TruncatedText>)).toBe(
      markup(
        <Text fw={600} size="sm" truncate>
          Ordinal Frog
        </Text>,
      ),
    );
    expect(markup(<TruncatedText dimmed>FROG</TruncatedText>)).toBe(
      markup(
        <Text size="xs" c="dimmed" truncate>
          FROG
        </Text>,
      ),
    );
  });
});
