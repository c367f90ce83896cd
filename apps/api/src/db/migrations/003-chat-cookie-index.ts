import { type Kysely, sql } from 'kysely';

// Session creation looks up the browser's current session by its cookie hash (a reload keeps the
// conversation) and moves a browser's sessions to a rotated secret: both search by cookie_hash.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index chat_sessions_cookie_hash_idx on chat_sessions (cookie_hash, last_active_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index chat_sessions_cookie_hash_idx`.execute(db);
}
