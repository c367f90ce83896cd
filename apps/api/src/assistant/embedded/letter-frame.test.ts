import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { withoutLetterFrame } from './letter-frame.js';

describe('a question written as a letter', () => {
  it('drops the salutation, the closing and the signature, and asks the polite request plainly', () => {
    expect(
      withoutLetterFrame(
        'Dear Sir or Madam, kindly advise me of the minimum amount that may be withdrawn. Thanking you in advance, R. Bhattacharya',
      ),
    ).toBe('what is the minimum amount that may be withdrawn.');
    expect(withoutLetterFrame('How much is ODINDOG? Kind regards, Maria')).toBe('How much is ODINDOG?');
  });

  it('reads lettered items as questions of their own', () => {
    expect(
      withoutLetterFrame(
        'Dear ODAI, I would be grateful if you could clarify (a) the total supply of a token and (b) the maximum image size. Yours faithfully, Henrik Solberg',
      ),
    ).toBe('what is the total supply of a token? what is the maximum image size.');
  });

  it('leaves an ordinary question alone', () => {
    for (const q of ['what are the fees? thank you', 'dear god why did my coin dump', 'how much is ODINDOG'])
      expect(withoutLetterFrame(q)).toBe(q);
  });

  it('answers a letter from the guides, not as a token signed "ODAI" or a topic called "madam"', async () => {
    const r = await fixtureEngine().reply({
      question:
        'Dear Sir or Madam, kindly advise me of the minimum amount that may be withdrawn from an Odin.fun account to an ordinary Bitcoin address. Thanking you in advance, R. Bhattacharya',
      history: [],
    });
    expect(r.markdown).toMatch(/50,000 sats/);
  });
});
