import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildRouteSchemas, toJsonSchema } from './route-schemas.mjs';

test('drops OpenAPI-only keywords but keeps a property named like one', () => {
  const out = toJsonSchema({
    type: 'object',
    example: { a: 1 },
    properties: { example: { type: 'string', example: 'x' } },
  });
  assert.deepEqual(out, { type: 'object', properties: { example: { type: 'string' } } });
});

test('builds params, querystring, body and responses per operation', () => {
  const code = buildRouteSchemas({
    paths: {
      '/api/thing/{id}': {
        post: {
          operationId: 'makeThing',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'days', in: 'query', schema: { type: 'integer' } },
          ],
          requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
          responses: { 201: { content: { 'application/json': { schema: { type: 'string' } } } } },
        },
      },
    },
  });
  const json = code.slice(code.indexOf('{'), code.lastIndexOf('} as const') + 1);
  const routes = JSON.parse(json);
  assert.equal(routes.makeThing.url, '/api/thing/:id');
  assert.equal(routes.makeThing.method, 'POST');
  assert.deepEqual(routes.makeThing.schema.params.required, ['id']);
  assert.deepEqual(routes.makeThing.schema.querystring.required, []);
  assert.deepEqual(routes.makeThing.schema.response['201'], { type: 'string' });
});
