import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme';

/**
 * An element's markup as the browser sees it (tags, attributes, classes and style declarations,
 * order aside), rendered with the app's theme: for comparing a plain-element copy of a Mantine
 * component with the component itself.
 */
export function mantineMarkup(node: ReactNode): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark">
        {node}
      </MantineProvider>
    </MemoryRouter>,
  );
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const describe = (el: Element): string => {
    const attrs = [...el.attributes]
      .map((a) => {
        if (a.name === 'style') {
          const declarations = a.value.split(';').map((d) => d.trim());
          return `style=${declarations.filter(Boolean).sort().join(';')}`;
        }
        if (a.name === 'class') return `class=${a.value.split(/\s+/).sort().join(' ')}`;
        return `${a.name}=${a.value}`;
      })
      .sort();
    const kids = [...el.childNodes].map((n) => (n.nodeType === 1 ? describe(n as Element) : n.textContent));
    return `<${el.tagName} ${attrs.join(' ')}>${kids.join('')}</${el.tagName}>`;
  };
  // MantineProvider renders its <style> elements first; the component is the last element.
  return describe(holder.lastElementChild as Element);
}
