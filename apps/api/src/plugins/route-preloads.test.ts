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
  it('turns files into Link hints and ignores anything that is not a built asset', () => {
    const links = readRoutePreloads(
      webDir(
        JSON.stringify({ '/a': ['assets/a-1.js', 'assets/a-1.css', '../secret.js', 'https://x/y.js', 7] }),
      ),
    );
    expect(links.get('/a')).toBe(
      '</assets/a-1.js>; rel=modulepreload, </assets/a-1.css>; rel=preload; as=style',
    );
  });

  it.each([undefined, 'not json', '[]', '{"/a": "assets/a.js"}'])('gives no hints for %p', (content) => {
    expect(readRoutePreloads(webDir(content)).size).toBe(0);
  });
});
