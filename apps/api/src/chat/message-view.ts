import type { AssistantAnswer, HistoryMessage } from '../assistant/assistant.js';
import type { ChatMessageRow } from '../db/chat-repository.js';
import type { ChatMessage } from '../lib/contract-types.js';

/** A stored row as the contract's ChatMessage: sources and engine only when present. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    message: row.message,
    isUser: row.is_user,
    createdAt: row.created_at.toISOString(),
  };
  if (Array.isArray(row.sources)) message.sources = row.sources as NonNullable<ChatMessage['sources']>;
  if (row.engine) message.engine = row.engine as AssistantAnswer['engine'];
  return message;
}

export function toHistory(row: ChatMessageRow): HistoryMessage {
  const history: HistoryMessage = { isUser: row.is_user, message: row.message };
  if (Array.isArray(row.sources)) history.sources = row.sources as HistoryMessage['sources'];
  return history;
}
