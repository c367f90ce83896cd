import { describe, expect, it } from 'vitest';
import type { HistoryMessage } from '../assistant.js';
import { withDefinedSubject } from './defined-subject.js';

const afterAsking = (question: string): HistoryMessage[] => [
  { isUser: true, message: question },
  { isUser: false, message: '(the definition)', sources: [] },
];

describe('a follow-up that only points at the thing just defined', () => {
  it.each([
    ['whats a millisat', 'so how many of those in one btc', 'so how many millisats in one btc'],
    ['what is price impact', 'how much is too much then', 'how much price impact is too much then'],
    ['what are holders', 'how many of them does ODINDOG have', 'how many holders does ODINDOG have'],
  ])('after "%s", "%s" → "%s"', (before, question, expected) => {
    expect(withDefinedSubject(question, afterAsking(before))).toBe(expected);
  });

  it('leaves questions alone that name their own thing, or follow no definition', () => {
    expect(withDefinedSubject('how many of those in one btc', [])).toBe('how many of those in one btc');
    expect(withDefinedSubject('and them?', afterAsking('what is it'))).toBe('and them?');
    expect(withDefinedSubject('how much is the fee on the curve', afterAsking('what is slippage'))).toBe(
      'how much is the fee on the curve',
    );
  });
});
