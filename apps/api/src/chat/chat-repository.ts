import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { ChatMessagesTable, Database } from '../db/schema.js';

// Queries for chat sessions and messages. Each takes a Kysely handle or a transaction, so callers
// decide the unit of work; nothing here knows about HTTP.
export type Db = Kysely<Database> | Transaction<Database>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

export interface NewChatMessage {
  id: string;
  sessionId: string;
  isUser: boolean;
  message: string;
  sources?: unknown[] | null;
  engine?: string | null;
  suggestions?: string[] | null;
}

export async function insertSession(db: Db, session: { id: string; cookieHash: string }): Promise<void> {
  await db.insertInto('chat_sessions').values({ id: session.id, cookie_hash: session.cookieHash }).execute();
}

export async function findSessionCookieHash(db: Db, sessionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_sessions')
    .select('cookie_hash')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.cookie_hash;
}

/** The latest session bound to `cookieHash` that was active after `since`, if any. */
export async function findCurrentSession(
  db: Db,
  cookieHash: string,
  since: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_sessions')
    .select('id')
    .where('cookie_hash', '=', cookieHash)
    .where(sql<boolean>`last_active_at > ${since}`)
    .orderBy('last_active_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Moves every session bound to `fromHash` to `toHash` (the browser's secret was rotated). */
export async function rebindSessions(db: Db, fromHash: string, toHash: string): Promise<void> {
  await db
    .updateTable('chat_sessions')
    .set({ cookie_hash: toHash })
    .where('cookie_hash', '=', fromHash)
    .execute();
}

export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('chat_sessions')
    .set({ last_active_at: sql`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function insertMessage(db: Db, message: NewChatMessage): Promise<ChatMessageRow> {
  return db
    .insertInto('chat_messages')
    .values({
      id: message.id,
      session_id: message.sessionId,
      is_user: message.isUser,
      message: message.message,
      sources: message.sources ? JSON.stringify(message.sources) : null,
      engine: message.engine ?? null,
      suggestions: message.suggestions?.length ? JSON.stringify(message.suggestions) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Rewrites a stored message's text: the first half of a secret, found when the second arrives. */
export async function updateMessageText(db: Db, id: string, message: string): Promise<void> {
  await db.updateTable('chat_messages').set({ message }).where('id', '=', id).execute();
}

/** The session's latest `limit` messages, oldest first. */
export async function listMessages(db: Db, sessionId: string, limit: number): Promise<ChatMessageRow[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

/** Deletes sessions (and, by cascade, their messages) idle since before `cutoff`. */
export async function deleteIdleSessions(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('chat_sessions')
    .where(sql<boolean>`last_active_at < ${cutoff}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
