import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportsIn } from './static-imports.js';

describe('staticImportsIn', () => {
  const dir = mkdtempSync(join(tmpdir(), 'odai-imports-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'assets', 'page-A.js'),
    'import{r as e,t}from"./runtime-B.js";import"./side-C.js";export{x}from"./re-D.js";const l=()=>import("./lazy-E.js");',
  );

  it("reads a built module's static imports and re-exports, not its dynamic imports", () => {
    expect(staticImportsIn(dir)('/assets/page-A.js')).toEqual([
      '/assets/runtime-B.js',
      '/assets/side-C.js',
      '/assets/re-D.js',
    ]);
  });

  it('says nothing of what is not a built module under /assets or cannot be read', () => {
    const importsOf = staticImportsIn(dir);
    expect(importsOf('/assets/missing-Z.js')).toBeUndefined();
    expect(importsOf('/etc/passwd')).toBeUndefined();
    expect(importsOf('/assets/../../x.js')).toBeUndefined();
  });
});
