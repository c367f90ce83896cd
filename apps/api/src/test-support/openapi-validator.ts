import { openapiDocument } from '@odai/contract/server';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Checks a response against the contract: the status must be documented for the operation, the
// content type must be the documented one, and the body must match its schema. Paths outside the
// document (SPA pages, docs) are checked only for the one error shape when they answer JSON errors.
type Json = Record<string, unknown>;
const doc = openapiDocument as unknown as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(doc, 'odai');

const pointer = (parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
const resolve = (node: Json): Json => {
  const ref = node.$ref as string | undefined;
  if (!ref) return node;
  return resolve(
    ref
      .slice(2)
      .split('/')
      .reduce<Json>((n, key) => n[key.replaceAll('~1', '/')] as Json, doc),
  );
};

const paths = Object.keys(doc.paths as Json).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

export interface CheckedResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

export function validateAgainstContract(method: string, url: string, response: CheckedResponse): void {
  const path = url.split('?')[0]!;
  const contentType = String(response.headers['content-type'] ?? '');
  const isJson = contentType.startsWith('application/json');
  const where = `${method} ${url} → ${response.statusCode}`;
  const template = paths.find((p) => p.pattern.test(path))?.template;
  const operation = template
    ? (((doc.paths as Json)[template] as Json)[method.toLowerCase()] as Json | undefined)
    : undefined;
  if (!operation || method === 'HEAD') {
    if (response.statusCode >= 400 && (isJson || path.startsWith('/api/'))) {
      if (!isJson) throw new Error(`${where}: an error must be JSON, got ${contentType}`);
      check('odai#/components/schemas/Error', JSON.parse(response.body), where);
    }
    return;
  }
  const responses = operation.responses as Json;
  const documented = responses[String(response.statusCode)] as Json | undefined;
  if (!documented)
    throw new Error(`${where}: status not documented (has ${Object.keys(responses).join(', ')})`);
  const resolved = resolve(documented);
  // Headers first: a documented response without a body (a 304) still has to carry them.
  for (const header of Object.keys((resolved.headers as Json | undefined) ?? {})) {
    if (header === 'Set-Cookie') continue;
    if (response.headers[header.toLowerCase()] === undefined)
      throw new Error(`${where}: missing header ${header}`);
  }
  const content = resolved.content as Json | undefined;
  if (!content) {
    if (response.body !== '') throw new Error(`${where}: a body where the contract documents none`);
    return;
  }
  // Components refs are already JSON pointers; inline responses are addressed by their path.
  const responsePointer = documented.$ref
    ? (documented.$ref as string).slice(2)
    : pointer(['paths', template!, method.toLowerCase(), 'responses', String(response.statusCode)]);
  if (contentType.startsWith('text/event-stream') && content['text/event-stream']) {
    checkEventStream(
      `odai#/${responsePointer}/content/text~1event-stream`,
      content['text/event-stream'] as Json,
      response.body,
      where,
    );
    return;
  }
  if (!isJson || !content['application/json'])
    throw new Error(`${where}: content type ${contentType} not documented`);
  check(`odai#/${responsePointer}/content/application~1json/schema`, JSON.parse(response.body), where);
}

/**
 * An event stream (as much of it as was read): every event must be one the contract names in
 * `x-events`, its `data` one line of JSON matching that event's schema; comments and `retry:` pass.
 */
export function checkEventStream(ref: string, media: Json, body: string, where: string): void {
  const events = (media['x-events'] ?? {}) as Json;
  const blocks = body.split('\n\n');
  blocks.pop(); // what follows the last complete event: '' or an event still arriving
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line !== '' && !line.startsWith(':'));
    if (lines.length === 0 || lines.every((line) => line.startsWith('retry: '))) continue;
    const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length) ?? 'message';
    const data = lines.filter((line) => line.startsWith('data: '));
    if (!(name in events)) throw new Error(`${where}: event "${name}" is not documented`);
    if (data.length !== 1) throw new Error(`${where}: event "${name}" must carry one data line`);
    check(`${ref}/x-events/${name}`, JSON.parse(data[0]!.slice('data: '.length)), `${where} (event ${name})`);
  }
}

const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

function check(ref: string, body: unknown, where: string): void {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${where}: body does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}
