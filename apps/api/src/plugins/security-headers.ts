import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { BOOT_SCRIPT_CSP } from '../pages/boot-script.js';

/**
 * The CSP is what the built web app needs: its own scripts and the pages' boot script (by hash,
 * decision 046) only, inline styles (React/Mantine set
 * style attributes and inject <style>), images from itself or data: URLs, API calls to the same
 * origin. No upgrade-insecure-requests: the server is often reached over plain HTTP on a LAN
 * address, where it would break loading. (Checked in Chromium: no violations.)
 */
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", BOOT_SCRIPT_CSP],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * @fastify/helmet decides the headers; they are the same for every answer (no CSP nonces), so
 * they are computed once, on a private instance, and set from a frozen object. Running helmet's
 * middleware per request cost about half the throughput of a cached read in the HTTP bench.
 */
export async function helmetHeaders(): Promise<Readonly<Record<string, string>>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions);
  probe.get('/', (_request, reply) => {
    reply.send('');
  });
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!NOT_SECURITY.has(name) && value !== undefined) headers[name] = String(value);
  }
  return Object.freeze(headers);
}

/** Security headers on every answer, pages and API alike (routes may override, e.g. the docs CSP). */
export async function useSecurityHeaders(
  app: FastifyInstance,
  computed?: Readonly<Record<string, string>>,
): Promise<void> {
  const headers = computed ?? (await helmetHeaders());
  if (!headers['content-security-policy'])
    throw new Error('helmet produced no CSP; refusing to start without one');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
