import { defineGuard } from './guardrail.js';

// Who a person is or where they live: "give me their real name and home country", "where does the
// dev live", "dox the whale". Odin shows wallets by address, not by person, and tracing people is
// no part of ODAI's job; the whole message gets the refusal, since the rest of it ("wanna send a
// thank you card") only says why the visitor asks.
const IDENTITY =
  /\b(?:real|legal) names?\b|\bhome (?:country|address|town)\b|\bwhere (?:does|do) (?:he|she|they|the (?:dev|devs|owner|creator|whale|holder|founder)s?(?: (?:of|behind|for) [\w$ ]{1,30}?)?) live\b|\bdox+(?:x)?(?:ed|ing)?\b/i;

/** A request for someone's identity or whereabouts: ODAI has none and looks none up. */
export const identityRequest = defineGuard({
  name: 'identity_request',
  pattern: IDENTITY,
  lines: [
    "ODAI has no reliable answer about who is behind a token or a wallet: Odin shows wallets by address, not by name, and ODAI doesn't look up anyone's name, location or contacts.",
    '',
    "I can give a token's figures (holders, market cap, 24h change) or explain how to check a token by its id on Odin.fun.",
  ],
  sources: ['about-odai#how-the-assistant-answers'],
});
