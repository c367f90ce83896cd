import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_sessions (
      id uuid primary key,
      cookie_hash text not null,
      created_at timestamptz not null default now(),
      last_active_at timestamptz not null default now()
    )`.execute(db);
  // Idle-session clean-up scans by last activity.
  await sql`create index chat_sessions_last_active_idx on chat_sessions (last_active_at)`.execute(db);
  await sql`
    create table chat_messages (
      seq bigserial primary key,
      id uuid not null unique,
      session_id uuid not null references chat_sessions (id) on delete cascade,
      is_user boolean not null,
      message text not null,
      sources jsonb,
      engine text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index chat_messages_session_idx on chat_messages (session_id, seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table chat_messages`.execute(db);
  await sql`drop table chat_sessions`.execute(db);
}
