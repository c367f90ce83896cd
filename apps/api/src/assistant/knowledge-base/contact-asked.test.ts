import { describe, expect, it } from 'vitest';
import { contactNotStated } from './contact-asked.js';

const NONE = { body: 'Losing your phone does not lose your Odin account if you still have the seed phrase.' };
const STATED = { body: 'Support answers on its hotline, phone number +1 555 0100.' };

describe('contactNotStated', () => {
  it('is true for a phone line or a call asked beside a section that gives none', () => {
    for (const q of [
      'odin support phone number?',
      'is there a hotline',
      'i need to call someone asap',
      'support # pls',
    ])
      expect(contactNotStated(q, NONE), q).toBe(true);
  });

  it('is false for a lost phone, or when the section gives a line', () => {
    expect(contactNotStated('i lost my phone, can i still log in?', NONE)).toBe(false);
    expect(contactNotStated('odin support phone number?', STATED)).toBe(false);
  });
});
