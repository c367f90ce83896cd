import { type Kysely, sql } from 'kysely';

// Follow-up questions offered under an assistant answer (a JSON array of strings; null for the
// visitor's messages and for answers stored before this column existed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_messages add column suggestions jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table chat_messages drop column suggestions`.execute(db);
}
