import { PassThrough } from 'node:stream';
import cookie from '@fastify/cookie';
import { type RouteTypes, routeSchemas } from '@odai/contract/server';
import type { FastifyInstance } from 'fastify';
import type { Assistant } from '../assistant/assistant.js';
import { type StreamEvent, sseEvent, streamAnswer } from '../chat/answer-stream.js';
import type { ChatService } from '../chat/chat-service.js';
import { normalizeQuestion } from '../chat/normalize-question.js';
import type { Config } from '../config.js';
import { presentedSecret, setBindingCookie } from '../http/binding-cookie.js';
import { HttpError } from '../http/http-error.js';
import { refuseBody } from '../http/refuse-body.js';
import type { RateLimits } from '../plugins/rate-limits.js';

export interface ChatRoutesOptions {
  chat: ChatService;
  assistant: Assistant;
  limits: RateLimits;
  config: Config;
}

/** /api/chat/*: sessions bound to the browser by cookie, messages stored before the assistant runs. */
export async function chatRoutes(
  app: FastifyInstance,
  { chat, assistant, limits, config }: ChatRoutesOptions,
) {
  // Only the chat reads and sets a cookie: registered here, its parsing and writing hooks run on
  // these routes alone, not on every market read and page.
  await app.register(cookie);
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

  // Session creation takes no body: one is refused from its headers (never read); an empty body
  // with any content type is accepted, since some clients label even an empty POST.
  await app.register(async (noBody) => {
    noBody.removeAllContentTypeParsers();
    noBody.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    noBody.route<RouteTypes<'createChatSession'>>({
      ...routeSchemas.createChatSession,
      // Finding the current session is a read; only an actual creation counts as one.
      onRequest: [refuseBody, limits.read],
      handler: async (request, reply) => {
        const opened = await chat.openSession(presentedSecret(request, config), {
          fresh: request.query.fresh,
          beforeCreate: () => limits.sessionCreate(request),
        });
        // Also on a reload: the cookie's lifetime restarts with each visit.
        setBindingCookie(request, reply, opened.secret, config);
        reply.header('cache-control', 'no-store');
        return reply.code(opened.created ? 201 : 200).send({ sessionId: opened.sessionId });
      },
    });
  });

  app.route<RouteTypes<'listChatMessages'>>({
    ...routeSchemas.listChatMessages,
    onRequest: limits.read,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return chat.listMessages(request.params.sessionId, presentedSecret(request, config));
    },
  });

  app.route<RouteTypes<'sendChatMessage'>>({
    ...routeSchemas.sendChatMessage,
    // Counted once the body parsed as JSON: a refused content type (a cross-site form) never counts.
    preValidation: limits.chatSendPerIp,
    preHandler: limits.chatSendPerSession,
    handler: async (request, reply) => {
      const question = questionFrom(request.body.message);
      const result = await chat.send(request.body.sessionId, presentedSecret(request, config), question);
      return reply.code(201).send(result);
    },
  });

  // The LLM engine's stream (decision 038); GET /api/chat/assistant reports whether it is served.
  const stream = assistant.stream?.bind(assistant);
  if (config.llmEnabled && stream) {
    app.route<RouteTypes<'streamChatMessage'>>({
      ...routeSchemas.streamChatMessage,
      onRequest: limits.chatSendPerIp,
      preHandler: limits.chatSendPerSession,
      handler: async (request, reply) => {
        const question = questionFrom(request.body.message);
        // Refusals up to here are ordinary JSON errors; from here on the answer is a stream.
        const asked = await chat.storeQuestion(
          request.body.sessionId,
          presentedSecret(request, config),
          question,
        );
        const body = new PassThrough();
        body.on('error', () => undefined); // a write racing a disconnect is not a failure
        const client = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) client.abort();
        });
        const send = (event: StreamEvent) => {
          if (!body.destroyed && !body.writableEnded) body.write(sseEvent(event));
        };
        void streamAnswer({ chat, stream, asked, signal: client.signal, send, logger: request.log }).finally(
          () => body.end(),
        );
        reply.header('cache-control', 'no-store').header('x-accel-buffering', 'no');
        reply.type('text/event-stream; charset=utf-8');
        // The contract types this 200 as text; the stream is that text, written as it is made.
        return reply.code(200).send(body as unknown as string);
      },
    });
  }
}

/** The question as stored and answered: invisible characters removed, never empty. */
function questionFrom(message: string): string {
  const question = normalizeQuestion(message);
  if (question.length === 0)
    throw new HttpError(400, 'MESSAGE_EMPTY', 'Please write a message before sending.');
  return question;
}
