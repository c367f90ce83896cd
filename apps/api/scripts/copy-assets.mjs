// tsc compiles only TypeScript; the knowledge-base articles and SQL-free assets ship beside the JS.
import { cpSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const assets = ['assistant/knowledge'];
for (const asset of assets) {
  const from = join(root, 'src', asset);
  if (existsSync(from))
    cpSync(from, join(root, 'dist', asset), { recursive: true, filter: (p) => !p.endsWith('.ts') });
}
