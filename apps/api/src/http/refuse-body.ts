import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * For calls that take no body: refuses one from its headers alone, before any of it is read and
 * before any rate limit counts the request (a cross-site form cannot spend a visitor's quota).
 */
export async function refuseBody(request: FastifyRequest): Promise<void> {
  const length = request.headers['content-length'];
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (hasBody) throw new HttpError(400, 'BODY_NOT_ALLOWED', 'This request takes no body. Send it empty.');
}
