// Every repo path named in a comment or a document must exist: a stale path in a "why" comment or a
// decision record sends the next reader to nothing. Checks tracked text files for tokens that look
// like repo paths (apps/…, packages/…, docs/…, e2e/…, scripts/…, .ci/…, .github/…) and Markdown
// links to relative files.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEXT = /\.(ts|tsx|mjs|js|md|yaml|yml|json|css)$|(^|\/)run$/;
const ROOTED = /(?<![\w./-])((?:apps|packages|docs|e2e|scripts|\.ci|\.github)\/[\w./@-]*[\w/])/g;
const LINK = /\]\((?!https?:|#|mailto:)([^)\s#]+)(?:#[^)]*)?\)/g;
// Patterns and placeholders rather than paths: globs, templates, examples.
const NOT_A_PATH = /[*{}<>$]|\/\.\.\.|NNN/;

// The assistant's eval questions are visitors' words, where "docs/…" is prose, not a path.
const VISITOR_TEXT = /^apps\/api\/src\/assistant\/eval\/(tuning\/|held-out-cases\.ts$)/;

function trackedFiles() {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (f) => f && TEXT.test(f) && !f.includes('.gen.') && f !== 'pnpm-lock.yaml' && !VISITOR_TEXT.test(f),
    );
}

/** The nearest folder with a package.json: a `scripts/` path in a package means that package's. */
function packageDir(file) {
  for (let dir = dirname(file); dir !== '.' && dir !== '/'; dir = dirname(dir)) {
    if (existsSync(join(root, dir, 'package.json'))) return dir;
  }
  return '.';
}

/** `x.js` in an import or comment may name `x.ts`; paths resolve from the root or the file's package. */
function exists(path, file) {
  const clean = path.replace(/[.,:;]+$/, '');
  const variants = [clean, clean.replace(/\.js$/, '.ts'), clean.replace(/\.js$/, '.tsx')];
  return ['.', packageDir(file)].some((base) => variants.some((p) => existsSync(join(root, base, p))));
}

test('every repo path named in comments and documents exists', () => {
  const missing = [];
  for (const file of trackedFiles()) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(ROOTED)) {
      const path = match[1];
      if (NOT_A_PATH.test(path) || path.endsWith('/dist') || path.includes('/dist/')) continue;
      if (!exists(path, file)) missing.push(`${file}: ${path}`);
    }
    if (!file.endsWith('.md')) continue;
    for (const match of text.matchAll(LINK)) {
      const target = normalize(join(dirname(file), match[1]));
      if (!NOT_A_PATH.test(match[1]) && !exists(target, '.')) missing.push(`${file}: ${match[1]}`);
    }
  }
  assert.deepEqual(missing, [], `Paths that do not exist:\n${missing.join('\n')}`);
});
