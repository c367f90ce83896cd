// Server-side parts of the contract: Fastify route schemas per operation, the document itself (for
// /api/openapi.json and response validation in tests) and per-operation route types.
export { openapiDocument } from './generated/openapi-document.gen.js';
export { type OperationId, routeSchemas } from './generated/route-schemas.gen.js';
export type { ReplyBodies, RouteTypes } from './route-types.js';
