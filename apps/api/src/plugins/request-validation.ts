import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

// Bodies are validated strictly: Fastify's default coerces types, which would turn
// `{ "message": 123 }` or `["hi"]` into text and store it. Path and query values arrive as
// strings, so they keep coercion (`?days=7` → 7).
function makeAjv(coerceTypes: false | 'array') {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: false,
    strict: false,
  });
  addFormats.default(ajv);
  return ajv;
}

export function useContractValidation(app: FastifyInstance): void {
  // Every body the API takes is JSON; plain text would only reach validation and confuse the answer.
  app.removeContentTypeParser('text/plain');
  const strict = makeAjv(false);
  const coercing = makeAjv('array');
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object),
  );
}
