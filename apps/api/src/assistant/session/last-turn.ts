import type { HistoryMessage } from '../assistant.js';

// The conversation's last turn on each side, which every follow-up rule reads: the answer ODAI just
// gave (and the sources it cited) and the question the visitor asked before this one.

/** The assistant's last answer in the conversation, if any. */
export function lastAnswer(history: HistoryMessage[]): HistoryMessage | undefined {
  return [...history].reverse().find((m) => !m.isUser);
}

/** The refs of the sources the last answer cited (empty when none). */
export function lastAnswerRefs(history: HistoryMessage[]): string[] {
  return lastAnswer(history)?.sources?.map((s) => s.ref) ?? [];
}

/** The visitor's last question before this one ('' when none). */
export function lastQuestion(history: HistoryMessage[]): string {
  return [...history].reverse().find((m) => m.isUser)?.message ?? '';
}

/** True when the last answer gave a token's figures (it cites a `token:` source). */
export function lastAnswerCitesToken(history: HistoryMessage[]): boolean {
  return lastAnswerRefs(history).some((ref) => ref.startsWith('token:'));
}
