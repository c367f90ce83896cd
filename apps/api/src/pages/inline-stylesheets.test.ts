import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-stylesheets.js';

function webDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'odai-inline-css-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('inlineStylesheets', () => {
  it('puts the built stylesheet into the head and drops its link', () => {
    const dir = webDir({ 'assets/index-a1.css': 'body{color:red}' });
    const html = inlineStylesheets(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"></head>',
      dir,
    );
    expect(html).toBe('<head><style>body{color:red}</style></head>');
  });

  it('keeps the link when the file is missing or could close the style element', () => {
    const dir = webDir({ 'assets/evil.css': 'a{}</style><script>x()</script>' });
    const template =
      '<link rel="stylesheet" crossorigin href="/assets/evil.css"><link rel="stylesheet" href="/assets/gone.css">';
    expect(inlineStylesheets(template, dir)).toBe(template);
  });
});
