// Turns the dereferenced OpenAPI document into one Fastify route schema per operation:
// { method, url, schema: { params, querystring, body, response: { [status]: schema } } }.
// Fastify validates requests and serializes responses with these, so the server cannot answer
// outside the contract.

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
// OpenAPI-only annotations Ajv does not know (it runs in strict mode in our tests).
const DROP = new Set(['example', 'examples', 'xml', 'externalDocs', 'deprecated', 'discriminator']);

/** Deep copy without OpenAPI-only keywords. */
export function toJsonSchema(node) {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROP.has(key)) continue;
    out[key] = key === 'properties' ? mapValues(value, toJsonSchema) : toJsonSchema(value);
  }
  return out;
}

function mapValues(object, fn) {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v)]));
}

function objectOf(parameters) {
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    additionalProperties: false,
    required: parameters.filter((p) => p.required).map((p) => p.name),
    properties: Object.fromEntries(
      parameters.map((p) => [p.name, toJsonSchema({ ...p.schema, description: p.description })]),
    ),
  };
}

export function buildRouteSchemas(document) {
  const routes = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const schema = {
        operationId: op.operationId,
        summary: op.summary,
        tags: op.tags,
      };
      const params = objectOf(parameters.filter((p) => p.in === 'path'));
      const querystring = objectOf(parameters.filter((p) => p.in === 'query'));
      if (params) schema.params = params;
      if (querystring) schema.querystring = querystring;
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body) schema.body = toJsonSchema(body);
      schema.response = {};
      for (const [status, response] of Object.entries(op.responses)) {
        const json = response.content?.['application/json']?.schema;
        if (json) schema.response[status] = toJsonSchema(json);
      }
      routes[op.operationId] = {
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        schema,
      };
    }
  }
  const sorted = Object.fromEntries(Object.entries(routes).sort(([a], [b]) => a.localeCompare(b)));
  return [
    `export const routeSchemas = ${JSON.stringify(sorted, null, 2)} as const;`,
    '',
    'export type OperationId = keyof typeof routeSchemas;',
    '',
  ].join('\n');
}
