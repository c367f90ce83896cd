import { containsPastedSecret } from '../../chat/secrets.js';
import { guideSources, sectionBody } from '../knowledge-base/guide-source.js';
import type { Guardrail } from './guardrail.js';

// Asking about, offering or pasting a secret (what counts as pasted: lib/secrets.ts).
const ASKS =
  /\b(seed|recovery|secret|mnemonic|backup)\s*(phrase|words?|key)s?\b|\bprivate\s*keys?\b|\bpem\b|\b(12|24)[- ]words?\b|\bjwt\b|\bsession token\b|\bwallet password\b|\bmy (keys?|password)\b/i;
// "Who holds the private keys behind ckBTC's addresses?" asks how custody works, not for anyone's
// secret: a question about who or what holds keys, with no word about the visitor's own secret or
// handing one over, goes to the guides (threshold signing); so does "is there one private key
// holding all the bitcoin on their side?".
const HOW_KEYS_WORK =
  /\bwithout (?:any |a )?(?:single |one )?(?:party|person|one|entity|company|individual|human)\b[^?]{0,20}\b(?:holding|having|controlling|knowing|seeing)\b[^?]{0,20}\bkeys?\b|\b(who|how|where|which|what)\b[^?]{0,40}\b(holds?|held|holding|stores?|stored|storing|keeps?|kept|keeping|manages?|managing|generates?|controls?|controlling|derives?|secured?|secures|protected|protects?)\b[^?]{0,40}\bkeys?\b|\bkeys?\b[^?]{0,30}\b(held|stored|kept|managed|generated|controlled|derived)\b|\bkeys?\b[^?]{0,20}\b(holding|holds|controlling|controls|behind|guarding)\b[^?]{0,30}\b(btc|bitcoin|funds|deposits|ckbtc|coins)\b|\bno (single |one )?(person|one|human|individual|entity|company)\b[^?]{0,20}\b(with|has|holds?|having|owns?)\b[^?]{0,12}\bkeys?\b|\bno (?:single |one )(?:private )?keys?\b|\bthreshold[- ]sign\w*\b|\bkeys?\b[^?]{0,60}\bhow (does|do|can|could) (odin|it|they|the (site|platform|canister)s?)\b[^?]{0,20}\bsign\w*/i;
// "Does the jwt last 24 hours?", "is a seed phrase the same as a password?": how they work, asked yes/no.
const INFORMATIONAL = /^\s*(what|how|why|when|where|which)\b|^\s*(does|do|is|are|can|will)\s+(the|a|an)\s/i;
const HOW_LONG_VALID =
  /\bhow long\b[^?]{0,60}\b(?:last|lasts|valid|good for|stay (?:valid|logged in)|before (?:it )?expires?)\b|\bwhen does\b[^?]{0,40}\bexpire\b/i;
// "I would like to understand how …": the visitor wants to learn, no secret of theirs is named.
const HEARD =
  /\bi (?:heard|read|saw|was told|think|thought|guess)\b|\bi(?:'d| would) like to (?:understand|know|learn)\b|\bi (?:want|wish) to (?:understand|know|learn)\b|\bi wonder\b/gi;
// "My partner", "my dad": the person the visitor asks for, not the visitor's own secret.
const SOMEONE_ELSE =
  /\bmy (?:partner|friend|wife|husband|girlfriend|boyfriend|mum|mom|dad|father|mother|son|daughter|brother|sister|cousin|uncle|aunt|grandson|granddaughter|colleague|boss|kid|kids)\b/gi;
const CUSTODY_ASKED =
  /\b(?:who|what|which)\b[^?]{0,30}\b(?:holds?|controls?|keeps?|has|owns?|manages?)\b[^?]{0,20}\bkeys?\b/i;
const CUSTODIED =
  /\bmy (?:deposit |btc |bitcoin |odin )?(?:address(?:es)?|account|balance|funds|btc|bitcoin|coins|tokens)\b/gi;
const OWN_OR_HANDED_OVER =
  /\b(my|mine|i|your|share|send|give|enter|type|paste|verify|sync|unlock|restore|import|lost|forgot|support|admin|dm)\b/i;

// "He only needs me to send him my session file or login token": a login handed to someone, however
// it is named. Only handing it over counts: "does the login token last forever?" asks how it works.
// "What if i already typed the first 6 words": part of a seed phrase given away already.
const ALREADY_GIVEN =
  /\b(?:already |just )?(?:typed|entered|gave|shared|pasted|sent|put in|wrote)\b[^.?!]{0,30}\b(?:(?:the |my )?(?:first |last )?(?:\d+|few|some|all|half)(?: of (?:the|my))? (?:seed )?words|(?:my |the )?(?:seed|recovery|secret) (?:phrase|words))\b/i;
// "My computer keeps a little login file for Odin. A guy offered to fix my account if I send it to
// him": the file named first, handed over in the next sentence.
const SESSION_HANDED_OVER =
  /\b(send|give|share|paste|upload|export|copy|hand)\b[^.?!]{0,40}\b(session|log ?in|auth\w*|access) (tokens?|files?|cookies?|data)\b|\b(?:session|log ?in|auth\w*) (?:tokens?|files?|cookies?)\b[^?]{0,160}\b(?:send|give|share|paste|upload|hand)\w*\s+(?:it|this|that|them)\s+(?:to|over)\b/i;

const ODIN_HOLDS_KEYS =
  /\b(?:does|do|did|will|would|can|could|is|are)\s+(?:odin|they|the (?:site|platform|exchange|app|team|canisters?)|anyone|someone|somebody)\s+(?:hold|have|control|keep|store|own|see|access|holding|keeping|storing|controlling)\s+(?:my|the|your|our|users'?)\s+(?:private |bitcoin |btc )?keys?\b/i;
const HANDING_OVER = /\b(?:share|send|give|enter|type|paste|import|lost|forgot|support|admin|dm)\b/i;

/** True when a question asks about, offers or contains a seed phrase, key or session token. */
export function mentionsSecret(question: string): boolean {
  if (containsPastedSecret(question) || SESSION_HANDED_OVER.test(question) || ALREADY_GIVEN.test(question))
    return true;
  if (!ASKS.test(question)) return false;
  // "How long does the login session (jwt) last before I sign in again": how long it is valid,
  // whoever asks, is how it works.
  if (HOW_LONG_VALID.test(question)) return false;
  // "what does threshold signing mean, does odin hold my keys or not": whether Odin has custody,
  // which the guides answer; nothing is handed over.
  if (ODIN_HOLDS_KEYS.test(question) && !HANDING_OVER.test(question)) return false;
  // "How long is a JWT valid?", "what is a seed phrase?": asking how things work, nobody's secret.
  const informational = HOW_KEYS_WORK.test(question) || INFORMATIONAL.test(question);
  // Where the visitor heard of it ("i heard something about threshold") is not their own secret.
  // Only in the sentences that name the secret: "…without one private key someone could nick? The
  // site says 'threshold signing' and I just nodded along" asks how custody works.
  // "My partner is worried: is there one private key somebody holds…": the worry told before a
  // colon, and whose it is, are not a secret of the visitor's.
  const naming = question.split(/(?<=[.!?:])\s+/).filter((s) => ASKS.test(s));
  // "Who holds the private key for my deposit address?" asks how custody works for the visitor's
  // address, not for the visitor's own key.
  const asked = naming.join(' ').replace(HEARD, ' ').replace(SOMEONE_ELSE, ' ');
  const own = OWN_OR_HANDED_OVER.test(CUSTODY_ASKED.test(asked) ? asked.replace(CUSTODIED, ' ') : asked);
  return !(informational && !own);
}

// "Whats a jwt and is that ok to share?": the warning, plus the guide's own sentence about the
// secret named (a JWT acts as you for 24 hours), so the question's other half is answered too.
const NAMED_SECRET: { asked: RegExp; said: RegExp }[] = [
  { asked: /\bjwt\b|\bsession token\b|\b(?:session|log ?in) (?:files?|cookies?)\b/i, said: /\bJWT\b/ },
  { asked: /\bpem\b/i, said: /\bPEM\b/ },
];

function aboutTheSecretNamed(body: string, question: string, already: string): string[] {
  const sentences = body.split(/(?<=\.)\s+/);
  return NAMED_SECRET.flatMap(({ asked, said }) => {
    if (!asked.test(question)) return [];
    const sentence = sentences.find((s) => said.test(s) && !already.includes(s));
    return sentence ? [`- ${sentence}`] : [];
  });
}

/** Seed phrases, private keys or session tokens asked for, offered or pasted: warn, never accept. */
export const secretRequest: Guardrail = {
  name: 'secret_request',
  matches: mentionsSecret,
  reply(kb, question) {
    const pasted = containsPastedSecret(question);
    const lead = pasted
      ? 'It looks like you pasted a secret key or recovery phrase. I have not used it and never will; treat it as exposed and move your funds to a new wallet now.'
      : ALREADY_GIVEN.test(question)
        ? 'Treat that seed phrase as exposed, even if you typed only part of it: create a new wallet on a device you trust and move your funds to it now, before anyone else can. Never reuse that phrase.'
        : 'I will never ask for, accept or store your seed phrase, private keys or session tokens, and nobody legitimate needs them. Anyone asking you to "verify", "sync" or "unlock" with them is running a **scam**.';
    const body = sectionBody(kb, 'security#never-share-your-seed-phrase-or-keys');
    const first = `${body.split('. ').slice(0, 2).join('. ')}.`;
    return {
      markdown: [
        lead,
        '',
        `- ${first}`,
        ...aboutTheSecretNamed(body, question, first),
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
