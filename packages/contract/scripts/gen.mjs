#!/usr/bin/env node
// Generates every contract-derived file from openapi.yaml into src/generated/.
//   node scripts/gen.mjs          writes them (only the files whose content changed)
//   node scripts/gen.mjs --check  fails, naming each file, when the committed version differs
// `--check` compares with the version in git's index (what is committed or staged), not the working
// tree: `typecheck` and `build` run `gen` first, so the working tree is always fresh by then.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { buildContractValues } from './contract-values.mjs';
import { buildRouteSchemas } from './route-schemas.mjs';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(packageDir, 'openapi.yaml');
const banner = (what) =>
  `// GENERATED FILE — do not edit. ${what}\n// Source: packages/contract/openapi.yaml. Regenerate with \`pnpm gen\`; CI fails when this file drifts.\n`;

async function render() {
  const document = parse(readFileSync(source, 'utf8'));
  const types = astToString(await openapiTS(structuredClone(document)));
  const dereferenced = await dereference(structuredClone(document));
  return {
    'src/generated/api-types.gen.ts': `${banner('TypeScript types of the ODAI HTTP contract (openapi-typescript).')}\n${types}`,
    'src/generated/route-schemas.gen.ts': `${banner('Fastify route schemas per operation.')}\n${buildRouteSchemas(dereferenced)}`,
    'src/generated/openapi-document.gen.ts': `${banner('The contract as a JSON object (served at /api/openapi.json, used by tests to validate responses).')}\nexport const openapiDocument = ${JSON.stringify(document, null, 2)} as const;\n`,
    'src/generated/contract-values.gen.ts': `${banner('Error codes and limits the contract states, as values.')}\n${buildContractValues(dereferenced)}`,
  };
}

/** The committed (staged) content of a file, or null outside a git checkout or when untracked. */
function committed(path) {
  try {
    return execFileSync('git', ['show', `:./${path}`], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    const onDisk = join(packageDir, path);
    const inGit = (() => {
      try {
        execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: packageDir, stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    })();
    // In a checkout, a file git does not know is drift; outside one, the file on disk is all there is.
    return !inGit && existsSync(onDisk) ? readFileSync(onDisk, 'utf8') : null;
  }
}

const files = await render();
if (process.argv.includes('--check')) {
  const stale = Object.entries(files)
    .filter(([path, content]) => committed(path) !== content)
    .map(([path]) => path);
  if (stale.length > 0) {
    console.error('Contract drift: these generated files do not match packages/contract/openapi.yaml:');
    for (const path of stale) console.error(`  - packages/contract/${path}`);
    console.error('Run `pnpm gen` and commit the result.');
    process.exit(1);
  }
  console.log(`Contract check: ${Object.keys(files).length} generated files match openapi.yaml.`);
} else {
  for (const [path, content] of Object.entries(files)) {
    const target = join(packageDir, path);
    if (existsSync(target) && readFileSync(target, 'utf8') === content) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${relative(process.cwd(), target)}`);
  }
}
