import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { cssVariablesResolver, theme } from '../lib/theme';

/**
 * An element's markup as the browser sees it (tags, attributes, classes and style declarations,
 * order aside), rendered with the app's theme: for comparing a plain-element copy of a Mantine
 * component with the component itself.
 */
export function mantineMarkup(node: ReactNode): string {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(withMantine(node));
  // MantineProvider renders its <style> elements first; the component is the last element.
  return describeElement(holder.lastElementChild as Element);
}

const withMantine = (node: ReactNode) => (
  <MemoryRouter>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark">
      {node}
    </MantineProvider>
  </MemoryRouter>
);

/** `node` rendered into the document with the app's theme, for markup after an interaction. */
export function renderWithMantine(node: ReactNode) {
  return render(withMantine(node));
}

/** An element's markup, attributes, classes and style declarations in a stable order. */
export function describeElement(el: Element): string {
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
  return describe(el);
}

const squeeze = (css: string) => css.replace(/\s+/g, '').replace(/;}/g, '}');

/**
 * A Mantine markup with a responsive style prop (`fz={{ base, sm }}`) set apart: the markup without
 * the <style> element Mantine writes and its generated class, and that CSS with `className` in
 * place of the generated class, to find in global.css (where a plain element's copy keeps it).
 */
export function withoutResponsiveStyle(markup: string, className: string) {
  const [element, css] = markup.match(/<STYLE data-mantine-styles=inline>(.*?)<\/STYLE>/) ?? [];
  const generated = css?.match(/\.(__m__-[\w-]+)\{/)?.[1];
  if (!element || !css || !generated) throw new Error('no responsive style in this markup');
  return {
    markup: dropClass(markup.replace(element, ''), generated),
    css: squeeze(css.replaceAll(generated, className)),
  };
}

/** `markup` without one class name (classes are sorted and one space apart in describeElement's output). */
export const dropClass = (markup: string, name: string) =>
  markup.replace(new RegExp(`(?<=class=[^>]*)(${name} | ${name}(?=[ >]))`), '');

/** The app's global.css, whitespace squeezed out. */
export const globalCss = () => squeeze(readFileSync(join(import.meta.dirname, '../app/global.css'), 'utf8'));
