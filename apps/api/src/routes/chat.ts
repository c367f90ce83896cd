import { type RouteTypes, routeSchemas } from '@odai/contract/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Assistant } from '../assistant/assistant.js';
import type { ChatService } from '../chat/chat-service.js';
import { normalizeQuestion } from '../chat/normalize-question.js';
import { CHAT_COOKIE } from '../chat/session-secret.js';
import type { Config } from '../config.js';
import { HttpError } from '../http/http-error.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface ChatRoutesOptions {
  chat: ChatService;
  assistant: Assistant;
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
export async function chatRoutes(
  app: FastifyInstance,
  { chat, assistant, limits, config }: ChatRoutesOptions,
) {
  app.route<RouteTypes<'getChatAssistant'>>({
    ...routeSchemas.getChatAssistant,
    onRequest: limits.read,
    handler: async (_request, reply) => {
      // The suggestions name the largest token now, which changes with the market.
      reply.header('cache-control', 'no-store');
      return reply.code(200).send({
        engine: config.llmEnabled ? 'llm' : 'embedded',
        // Asked at request time, so the answer turns true by itself once the stream route exists.
        streaming: app.hasRoute({ method: 'POST', url: '/api/chat/message/stream' }),
        suggestions: assistant.welcomeSuggestions(),
      });
    },
  });

  // Session creation takes no body: any body is ignored (not parsed, not size-checked) so the
  // answer is always one the contract documents for this call.
  await app.register(async (noBody) => {
    noBody.removeAllContentTypeParsers();
    noBody.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    noBody.route<RouteTypes<'createChatSession'>>({
      ...routeSchemas.createChatSession,
      onRequest: limits.sessionCreate,
      handler: async (request, reply) => {
        const { sessionId, secret } = await chat.createSession(request.cookies[CHAT_COOKIE]);
        setBindingCookie(request, reply, secret, config);
        return reply.code(201).send({ sessionId });
      },
    });
  });

  app.route<RouteTypes<'listChatMessages'>>({
    ...routeSchemas.listChatMessages,
    onRequest: limits.read,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chat.listMessages(request.params.sessionId, request.cookies[CHAT_COOKIE]);
    },
  });

  app.route<RouteTypes<'sendChatMessage'>>({
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
