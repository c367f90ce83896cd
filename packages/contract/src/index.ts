// The contract as the apps see it: the generated types and the values the contract states.
// Browser-safe (types and two small constants); the server-only parts are in ./server.ts.
import type { components } from './generated/api-types.gen.js';

export type { components, operations, paths } from './generated/api-types.gen.js';
export { ERROR_CODES, type ErrorCode, LIMITS } from './generated/contract-values.gen.js';

/** Every named schema of the contract, e.g. `Schemas['ChatMessage']`. */
export type Schemas = components['schemas'];
/** The one error shape of every 4xx/5xx answer. */
export type ErrorBody = Schemas['Error'];
