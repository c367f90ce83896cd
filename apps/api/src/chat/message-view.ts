import type { Schemas } from '@odai/contract';
import type { AssistantAnswer, HistoryMessage } from '../assistant/assistant.js';
import type { ChatMessageRow } from './chat-repository.js';

type ChatMessage = Schemas['ChatMessage'];

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
  if (Array.isArray(row.suggestions) && row.suggestions.length > 0) message.suggestions = row.suggestions;
  return message;
}

export function toHistory(row: ChatMessageRow): HistoryMessage {
  const history: HistoryMessage = { isUser: row.is_user, message: row.message };
  if (Array.isArray(row.sources)) history.sources = row.sources as HistoryMessage['sources'];
  return history;
}
