import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRoutePreloads } from './route-preloads.js';

function webDir(content?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'odai-preloads-'));
  if (content !== undefined) writeFileSync(join(dir, 'route-preloads.json'), content);
  return dir;
}

describe('readRoutePreloads', () => {
  it('keeps the built scripts and ignores anything else', () => {
    const modules = readRoutePreloads(
      webDir(
        JSON.stringify({ '/a': ['assets/a-1.js', 'assets/a-1.css', '../secret.js', 'https://x/y.js', 7] }),
      ),
    );
    expect(modules.get('/a')).toEqual(['/assets/a-1.js']);
  });

  it.each([undefined, 'not json', '[]', '{"/a": "assets/a.js"}'])('preloads nothing for %p', (content) => {
    expect(readRoutePreloads(webDir(content)).size).toBe(0);
  });
});
