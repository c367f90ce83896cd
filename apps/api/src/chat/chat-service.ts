import { randomUUID } from 'node:crypto';
import type { Schemas } from '@odai/contract';
import type { Kysely } from 'kysely';
import type { Assistant, AssistantAnswer, AssistantRequest } from '../assistant/assistant.js';
import type { Database } from '../db/schema.js';
import * as repo from './chat-repository.js';

type ChatMessage = Schemas['ChatMessage'];

import { assistantUnavailable, sessionNotFound } from './chat-errors.js';
import { toChatMessage, toHistory } from './message-view.js';
import { containsPastedSecret, redactAcrossMessages, redactSecrets } from './secrets.js';
import { hashSecret, isWellFormedSecret, newSecret, secretMatches } from './session-secret.js';

/** The contract's maxItems for a session listing; older messages stay stored but are not listed. */
const LIST_LIMIT = 10_000;
/** Earlier messages handed to the assistant; engines bound their own window further. */
const HISTORY_LIMIT = 40;
/** A session with activity this recent is the one a reload gets back. */
export const CURRENT_SESSION_IDLE_MS = 24 * 60 * 60 * 1000;

/** Chat rules with no HTTP in them: binding check, store-before-answer, history. */
export function createChatService(deps: {
  db: Kysely<Database>;
  assistant: Assistant;
  onAssistantError?: (err: unknown) => void;
  /** Each answer once stored (metrics count them by engine). */
  onAnswer?: (answer: AssistantAnswer) => void;
}) {
  const { db, assistant } = deps;

  async function requireSession(sessionId: string, secret: unknown): Promise<void> {
    // Unknown id and wrong cookie get the same answer, so ids cannot be probed.
    if (!secretMatches(secret, await repo.findSessionCookieHash(db, sessionId))) throw sessionNotFound();
  }

  /** `send`'s first half, also the stream's: binding check, history, the question stored. */
  async function storeQuestion(
    sessionId: string,
    secret: unknown,
    question: string,
  ): Promise<{ userMessage: ChatMessage; request: AssistantRequest }> {
    await requireSession(sessionId, secret);
    const rows = await repo.listMessages(db, sessionId, HISTORY_LIMIT);
    // A phrase pasted in two halves: read the previous question and this one as one text, and
    // store neither half (the previous row is rewritten). decision 036
    const previous = rows.findLast((row) => row.is_user);
    const previousText = previous?.message ?? '';
    const read = previous
      ? redactAcrossMessages(previous.message, question)
      : { previous: '', current: redactSecrets(question), found: false };
    if (previous && read.previous !== previous.message) {
      await repo.updateMessageText(db, previous.id, read.previous);
      previous.message = read.previous;
    }
    const userRow = await repo.insertMessage(db, {
      id: randomUUID(),
      sessionId,
      isUser: true,
      message: read.current,
    });
    await repo.touchSession(db, sessionId);
    // The assistant reads the question in memory to warn; a secret that only the two messages
    // together make is handed to it whole, so its guard sees it (and no model ever does).
    const asked = read.found && !containsPastedSecret(question) ? `${previousText}\n${question}` : question;
    return {
      userMessage: toChatMessage(userRow),
      request: { sessionId, question: asked, history: rows.map(toHistory) },
    };
  }

  /**
   * `send`'s second half: `ask` answers (plainly or streamed), the answer is stored. When
   * `signal` aborted (the visitor left), nothing is stored and the abort is passed on as is.
   */
  async function storeAnswer(
    request: AssistantRequest,
    ask: (request: AssistantRequest) => Promise<AssistantAnswer>,
    signal?: AbortSignal,
  ): Promise<ChatMessage> {
    let answer: AssistantAnswer;
    try {
      answer = await ask(request);
      signal?.throwIfAborted();
    } catch (err) {
      if (signal?.aborted) throw err;
      deps.onAssistantError?.(err);
      throw assistantUnavailable();
    }
    const assistantRow = await repo.insertMessage(db, {
      id: randomUUID(),
      sessionId: request.sessionId,
      isUser: false,
      // Defence in depth: an engine that quoted the question back must not store a secret either.
      message: redactSecrets(answer.markdown),
      sources: answer.sources,
      engine: answer.engine,
      // The contract shows at most 3; an engine offering more is trimmed, not refused.
      suggestions: answer.suggestions?.slice(0, 3),
    });
    deps.onAnswer?.(answer);
    return toChatMessage(assistantRow);
  }

  return {
    /**
     * The browser's current session (bound to its cookie and active in the last 24 hours), unless
     * `fresh`; otherwise a new session under a new secret. A presented secret is never adopted:
     * it only counts when a stored session carries its hash, and then that browser's sessions
     * move to the new secret, so the old cookie value stops working and nothing is lost.
     */
    async openSession(
      presentedSecret: unknown,
      options: { fresh?: boolean; beforeCreate?: () => Promise<void> } = {},
    ): Promise<{ sessionId: string; secret: string; created: boolean }> {
      const presentedHash = isWellFormedSecret(presentedSecret) ? hashSecret(presentedSecret) : undefined;
      if (presentedHash && !options.fresh) {
        const since = new Date(Date.now() - CURRENT_SESSION_IDLE_MS);
        const current = await repo.findCurrentSession(db, presentedHash, since);
        if (current) return { sessionId: current, secret: presentedSecret as string, created: false };
      }
      // The creation limit counts creations only, not reloads that find their session.
      await options.beforeCreate?.();
      const secret = newSecret();
      const sessionId = randomUUID();
      await db.transaction().execute(async (trx) => {
        if (presentedHash) await repo.rebindSessions(trx, presentedHash, hashSecret(secret));
        await repo.insertSession(trx, { id: sessionId, cookieHash: hashSecret(secret) });
      });
      return { sessionId, secret, created: true };
    },

    async listMessages(sessionId: string, secret: unknown): Promise<ChatMessage[]> {
      await requireSession(sessionId, secret);
      return (await repo.listMessages(db, sessionId, LIST_LIMIT)).map(toChatMessage);
    },

    /**
     * Stores the question first, so an assistant failure loses nothing, then the answer. A pasted
     * recovery phrase or key is never stored: the stored text has it removed, and only the
     * in-memory question reaches the assistant (whose guard warns about it and never forwards it).
     */
    async send(sessionId: string, secret: unknown, question: string) {
      const asked = await storeQuestion(sessionId, secret, question);
      const assistantMessage = await storeAnswer(asked.request, (request) => assistant.answer(request));
      return { userMessage: asked.userMessage, assistantMessage };
    },

    storeQuestion,
    storeAnswer,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
