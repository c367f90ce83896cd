import { describe, expect, it } from 'vitest';
import { SentenceGate } from './sentence-gate.js';

function feed(pieces: string[]): string[] {
  const gate = new SentenceGate();
  const out = pieces.flatMap((p) => gate.push(p));
  const rest = gate.flush();
  return rest ? [...out, rest] : out;
}

describe('SentenceGate', () => {
  it('cuts at sentence ends and line ends, whatever the chunking, and loses nothing', () => {
    const text =
      'ODINDOG trades at 330.189 sats. It fell 3.42%!\n\n- Holders: 11,151\n- Score: 8.4/10\nDemo data.';
    const expected = [
      'ODINDOG trades at 330.189 sats. ',
      'It fell 3.42%!\n\n',
      '- Holders: 11,151\n',
      '- Score: 8.4/10\n',
      'Demo data.',
    ];
    expect(feed([text])).toEqual(expected);
    expect(feed(text.split(''))).toEqual(expected);
    expect(feed(text.split(/(?<= )/))).toEqual(expected);
  });

  it('does not cut after list markers, decimals or abbreviations', () => {
    expect(feed(['1. ICONFUCIUS leads, e.g. with +12.75% in 24h. ', '2. BITCAT follows.'])).toEqual([
      '1. ICONFUCIUS leads, e.g. with +12.75% in 24h. ',
      '2. BITCAT follows.',
    ]);
  });

  it('holds a sentence back until what follows it has arrived', () => {
    const gate = new SentenceGate();
    expect(gate.push('Fees are 1%.')).toEqual([]);
    expect(gate.push(' AMM')).toEqual(['Fees are 1%. ']);
    expect(gate.flush()).toBe('AMM');
  });
});
