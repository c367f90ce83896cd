import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatService } from '../chat/chat-service.js';
import { normalizeQuestion } from '../chat/normalize-question.js';
import { CHAT_COOKIE } from '../chat/session-secret.js';
import type { Config } from '../config.js';
import { routeSchemas } from '../generated/route-schemas.gen.js';
import type { ListChatMessagesParams, SendChatMessageBody } from '../lib/contract-types.js';
import { HttpError } from '../lib/http-error.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface ChatRoutesOptions {
  chat: ChatService;
  limits: RateLimits;
  config: Config;
}

/** Long-lived: sessions are deleted after 30 idle days anyway; browsers cap cookies at 400 days. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function setBindingCookie(request: FastifyRequest, reply: FastifyReply, secret: string, config: Config) {
  const secure =
    config.COOKIE_SECURE === 'always' || (config.COOKIE_SECURE === 'auto' && request.protocol === 'https');
  reply.setCookie(CHAT_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/chat',
    secure,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}

/** /api/chat/*: sessions bound to the browser by cookie, messages stored before the assistant runs. */
export async function chatRoutes(app: FastifyInstance, { chat, limits, config }: ChatRoutesOptions) {
  // Session creation takes no body: any body is ignored (not parsed, not size-checked) so the
  // answer is always one the contract documents for this call.
  await app.register(async (noBody) => {
    noBody.removeAllContentTypeParsers();
    noBody.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    noBody.route({
      ...routeSchemas.createChatSession,
      onRequest: limits.sessionCreate,
      handler: async (request, reply) => {
        const { sessionId, secret } = await chat.createSession(request.cookies[CHAT_COOKIE]);
        setBindingCookie(request, reply, secret, config);
        return reply.code(201).send({ sessionId });
      },
    });
  });

  app.route<{ Params: ListChatMessagesParams }>({
    ...routeSchemas.listChatMessages,
    onRequest: limits.read,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chat.listMessages(request.params.sessionId, request.cookies[CHAT_COOKIE]);
    },
  });

  app.route<{ Body: SendChatMessageBody }>({
    ...routeSchemas.sendChatMessage,
    onRequest: limits.chatSendPerIp,
    preHandler: limits.chatSendPerSession,
    handler: async (request, reply) => {
      const question = normalizeQuestion(request.body.message);
      if (question.length === 0) {
        throw new HttpError(400, 'MESSAGE_EMPTY', 'Please write a message before sending.');
      }
      const result = await chat.send(request.body.sessionId, request.cookies[CHAT_COOKIE], question);
      return reply.code(201).send(result);
    },
  });
}
