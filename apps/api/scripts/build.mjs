// Builds the server into dist/: one ESM bundle of src/server.ts. Workspace packages (@odai/*) are
// consumed from their TypeScript source and bundled in; npm dependencies stay external and are
// loaded from node_modules at run time. Only code reachable from the entry ships, so tests, test
// support and fixtures never reach dist/. The knowledge-base articles are copied beside the bundle.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@odai/'));

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'src/server.ts')],
  outfile: join(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpath imports of externals (e.g. 'ajv/dist/2020.js') are external too.
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(join(root, 'src/assistant/articles'), join(root, 'dist/articles'), { recursive: true });
