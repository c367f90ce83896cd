import type { HistoryMessage } from '../assistant/assistant.js';

/** A chat of one earlier question whose answer cited the guide section `ref`, as follow-up tests need. */
export function afterAnswerCiting(ref: string, question = 'earlier question'): HistoryMessage[] {
  return [
    { isUser: true, message: question },
    { isUser: false, message: 'earlier answer', sources: [{ kind: 'guide', ref, title: 't', url: '/u' }] },
  ];
}
