// The values the contract states and code must not re-type: the error codes (ErrorCode enum) and
// the limits the server enforces and the client explains (message length, token lookup, history
// days, request body size). Read from the dereferenced document, so a change to the YAML changes
// every use.

function parameter(document, path, method, name) {
  const op = document.paths[path]?.[method];
  const found = [...(document.paths[path]?.parameters ?? []), ...(op?.parameters ?? [])].find(
    (p) => p.name === name,
  );
  if (!found) throw new Error(`contract-values: no parameter ${name} on ${method.toUpperCase()} ${path}`);
  return found.schema;
}

function required(value, what) {
  if (value === undefined || value === null) throw new Error(`contract-values: ${what} is missing`);
  return value;
}

export function buildContractValues(document) {
  const codes = required(document.components.schemas.ErrorCode?.enum, 'components.schemas.ErrorCode.enum');
  const message = document.components.schemas.SendChatMessageRequest.properties.message;
  const symbol = parameter(document, '/api/analytics/token/{symbol}', 'get', 'symbol');
  const days = parameter(document, '/api/analytics/token/{symbol}', 'get', 'days');
  const limits = {
    messageMaxChars: required(message.maxLength, 'SendChatMessageRequest.message.maxLength'),
    tokenLookupMaxChars: required(symbol.maxLength, 'symbol maxLength'),
    historyDaysMin: required(days.minimum, 'days minimum'),
    historyDaysMax: required(days.maximum, 'days maximum'),
    historyDaysDefault: required(days.default, 'days default'),
    requestBodyMaxBytes: required(
      document.components.responses.PayloadTooLarge['x-max-body-bytes'],
      'components.responses.PayloadTooLarge.x-max-body-bytes',
    ),
  };
  return [
    `export const ERROR_CODES = ${JSON.stringify(codes, null, 2)} as const;`,
    '',
    'export type ErrorCode = (typeof ERROR_CODES)[number];',
    '',
    `export const LIMITS = ${JSON.stringify(limits, null, 2)} as const;`,
    '',
  ].join('\n');
}
