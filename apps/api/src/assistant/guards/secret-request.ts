import { containsPastedSecret } from '../../chat/secrets.js';
import { guideSources, sectionBody } from '../knowledge-base/guide-source.js';
import type { Guardrail } from './guardrail.js';

// Asking about, offering or pasting a secret (what counts as pasted: lib/secrets.ts).
const ASKS =
  /\b(seed|recovery|secret|mnemonic|backup)\s*(phrase|words?|key)s?\b|\bprivate\s*keys?\b|\bpem\b|\b(12|24)[- ]words?\b|\bjwt\b|\bsession token\b|\bwallet password\b|\bmy (keys?|password)\b/i;
/** True when a question asks about, offers or contains a seed phrase, key or session token. */
export function mentionsSecret(question: string): boolean {
  return ASKS.test(question) || containsPastedSecret(question);
}

/** Seed phrases, private keys or session tokens asked for, offered or pasted: warn, never accept. */
export const secretRequest: Guardrail = {
  name: 'secret_request',
  matches: mentionsSecret,
  reply(kb, question) {
    const pasted = containsPastedSecret(question);
    const lead = pasted
      ? 'It looks like you pasted a secret key or recovery phrase. I have not used it and never will; treat it as exposed and move your funds to a new wallet now.'
      : 'I will never ask for, accept or store your seed phrase, private keys or session tokens, and nobody legitimate needs them. Anyone asking you to "verify", "sync" or "unlock" with them is running a **scam**.';
    return {
      markdown: [
        lead,
        '',
        `- ${sectionBody(kb, 'security#never-share-your-seed-phrase-or-keys').split('. ').slice(0, 2).join('. ')}.`,
        '- Only sign messages on the real odin.fun site and ignore DMs from "support".',
        '- ODAI is unofficial and can never trade or move funds for you.',
      ].join('\n'),
      sources: guideSources(kb, [
        'security#never-share-your-seed-phrase-or-keys',
        'security#phishing-and-fake-sites',
        'about-odai#no-keys-ever',
      ]),
    };
  },
};
