import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../lib/theme';

/** Comments and whitespace aside (the file is formatted, Mantine's output is not). */
const normalize = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/;}/g, '}');

/** The <style> elements MantineProvider renders for the app's theme, in order. */
function providerStyles(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark">
      <main />
    </MantineProvider>,
  );
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('theme-variables.css', () => {
  it("holds exactly what MantineProvider would render for the app's theme", () => {
    const file = readFileSync(join(import.meta.dirname, 'theme-variables.css'), 'utf8');
    const mantine = providerStyles();
    // On a mismatch, the message is the new content for the file (after its comment).
    expect(normalize(file), mantine).toBe(normalize(mantine));
  });
});
