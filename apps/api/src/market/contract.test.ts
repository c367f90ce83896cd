import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from '../generated/openapi-document.gen.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { marketRuntime } from './test-support.js';

// The snapshot and token detail are what the routes serialise: check them against the contract's
// component schemas directly, so a shape or decimal-format slip fails here, next to its cause.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(openapiDocument as object, 'odai');
const schema = (name: string) => ajv.compile({ $ref: `odai#/components/schemas/${name}` });
function expectValid(name: string, value: unknown): void {
  const validate = schema(name);
  const ok = validate(value);
  expect(ok, `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('market output matches the contract', () => {
  it('featured, popular, tokens, overview and detail of the demo market', async () => {
    const market = marketRuntime(database, { MARKET_SOURCE: 'demo' }, () => NOW);
    await market.start();
    const snapshot = market.snapshot()!;
    expectValid('FeaturedToken', snapshot.featured);
    for (const t of snapshot.popular) expectValid('PopularToken', t);
    for (const t of snapshot.tokens) expectValid('Token', t);
    expectValid('MarketOverviewResponse', snapshot.overview);
    expectValid('TokenDetailResponse', await market.tokenDetail('ODAI', 7));
    await market.stop();
  });
});
