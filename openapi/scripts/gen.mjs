#!/usr/bin/env node
// Generates every contract-derived file from openapi/openapi.yaml.
//   node scripts/gen.mjs          writes them in place
//   node scripts/gen.mjs --check  writes them to a temp dir and fails, naming each file, on any difference
// This is the contract-drift check run by the root `test`.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dereference } from '@apidevtools/json-schema-ref-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { buildRouteSchemas } from './route-schemas.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const source = join(root, 'openapi/openapi.yaml');
const banner = (what) =>
  `// GENERATED FILE — do not edit. ${what}\n// Source: openapi/openapi.yaml. Regenerate with \`pnpm gen\`; CI fails when this file drifts.\n`;

async function render() {
  const document = parse(readFileSync(source, 'utf8'));
  const types = astToString(await openapiTS(structuredClone(document)));
  const dereferenced = await dereference(structuredClone(document));
  const typesFile = `${banner('TypeScript types of the ODAI HTTP contract (openapi-typescript).')}\n${types}`;
  return {
    'apps/web/src/lib/api/schema.gen.ts': typesFile,
    'apps/api/src/generated/api-types.gen.ts': typesFile,
    'apps/api/src/generated/route-schemas.gen.ts': `${banner('Fastify route schemas per operation.')}\n${buildRouteSchemas(dereferenced)}`,
    'apps/api/src/generated/openapi-document.gen.ts': `${banner('The contract as a JSON object (served at /api/openapi.json, used by tests to validate responses).')}\nexport const openapiDocument = ${JSON.stringify(document, null, 2)} as const;\n`,
  };
}

const files = await render();
if (process.argv.includes('--check')) {
  const temp = mkdtempSync(join(tmpdir(), 'odai-gen-'));
  const stale = [];
  for (const [path, content] of Object.entries(files)) {
    const fresh = join(temp, path);
    mkdirSync(dirname(fresh), { recursive: true });
    writeFileSync(fresh, content);
    const committed = join(root, path);
    if (!existsSync(committed) || readFileSync(committed, 'utf8') !== content) stale.push(path);
  }
  rmSync(temp, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error('Contract drift: these generated files do not match openapi/openapi.yaml:');
    for (const path of stale) console.error(`  - ${path}`);
    console.error('Run `pnpm gen` and commit the result.');
    process.exit(1);
  }
  console.log(`Contract check: ${Object.keys(files).length} generated files match openapi/openapi.yaml.`);
} else {
  for (const [path, content] of Object.entries(files)) {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    console.log(`wrote ${relative(root, target)}`);
  }
}
