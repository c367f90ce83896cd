import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('questions about the visitor own account', () => {
  it.each([
    'what is my wallet balance',
    'show me my portfolio',
    'how much btc do i have on odin',
    'my odin balance pls',
    'My withdrawal from yesterday still shows as pending in my account. Can you tell me its current status?',
    'did my 25k sat deposit from this morning land in my account yet?',
    // Asked of ODAI as a look-up; "did my deposit arrive" ends the question (set EH).
    'did my deposit from this morning arrive? my address starts with bc1q',
    'can u check if my deposit from this morning went thru? my principal starts with k7p3q',
    'can you check my account? principal is 7x3ab-... my balance shows 0 after my deposit yesterday',
  ])('says it cannot see accounts: %s', async (question) => {
    const r = await ask(question);
    expect(r.intent).toBe('personal_account');
    expect(r.markdown).toMatch(/no reliable answer/);
  });

  it.each([
    'my btc deposit has not arrived after an hour',
    'I sent BTC to my deposit address like 40 min ago and it still doesnt show in my balance, is that normal?',
    'how do i withdraw my balance',
    'my withdrawal says pending, can you tell me what that status means?',
    'how long until my deposit arrives?',
    'did my deposit arrive faster because i used ckbtc, or is that just luck',
  ])('leaves how-to questions about deposits to the guides: %s', async (question) => {
    expect((await ask(question)).intent).not.toBe('personal_account');
  });
});
