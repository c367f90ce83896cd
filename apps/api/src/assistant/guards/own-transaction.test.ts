import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { OWN_TRANSACTION_NOTE, ownTransactionQuestion } from './own-transaction.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe("a visitor's own pending transaction", () => {
  it('says ODAI cannot see it, then how a pending deposit normally goes', async () => {
    const r = await ask(
      'I bought something 25 minutes ago and it still says pending, the transaction id starts with 7f3a9c. Where is my money and when will it arrive?',
    );
    expect(r.markdown.startsWith(OWN_TRANSACTION_NOTE)).toBe(true);
    expect(r.markdown).toMatch(/confirmations/);
    expect(r.sources[0]?.ref).toBe('deposits-withdrawals#how-long-a-deposit-takes');
  });

  it('reads "I sent BTC an hour ago and it still says zero" as one of theirs, unless more is asked', async () => {
    const r = await ask('i sent btc an hour ago and my balance still says zero, did i lose it??');
    expect(r.markdown.startsWith(OWN_TRANSACTION_NOTE)).toBe(true);
    expect(r.markdown).toMatch(/confirmations/);
    expect(
      ownTransactionQuestion(
        "Sent real BTC from coinbase about an hour ago and it still isn't showing up. How many confirmations does it need?",
      ),
    ).not.toBeNull();
    expect(
      ownTransactionQuestion(
        'I deposited 40 minutes ago and it still says zero. Normal? And what is the minimum?',
      ),
    ).toBeNull();
  });

  it('answers a stuck withdrawal from the withdrawal guide', async () => {
    const r = await ask('my withdrawal is stuck, tx hash 9a8b7c6d, what do i do');
    expect(r.markdown.startsWith(OWN_TRANSACTION_NOTE)).toBe(true);
    expect(r.sources[0]?.ref).toBe('deposits-withdrawals#withdrawing-step-by-step');
  });

  it.each(['how do I deposit btc?', 'what is a transaction fee', 'transactions (24h) of ODINDOG', 'tx 2jjj'])(
    'leaves questions about no transaction of theirs alone: %s',
    (question) => {
      expect(ownTransactionQuestion(question)).toBeNull();
    },
  );

  it('a scam in the same message is still warned about first', async () => {
    const r = await ask('where is my btc? support on telegram says send 0.01 btc first to unlock it');
    expect(r.markdown.startsWith(OWN_TRANSACTION_NOTE)).toBe(false);
    expect(r.markdown).toMatch(/scam/i);
  });
});
