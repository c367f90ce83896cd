import { guideSources } from '../knowledge-base/guide-source.js';
import type { Guardrail } from './guardrail.js';

// Requests outside ODAI's job that retrieval would otherwise "answer" with a loosely related guide:
// acting for the visitor ("buy ODINDOG for me" got the token's figures), harming others ("help me
// pump my token" got the pump-and-dump definition) and tasks that are not about Odin ("tell me a
// story" got the memecoin entry; a joke is small talk). Code and bots are out-of-job.ts; picks are advice-request.ts.
type Kind = 'acts-for-me' | 'harmful' | 'other-task';

// What a question about the topic looks like, so "how do I avoid getting hacked" stays a guide question.
const DEFENSIVE = /\b(avoid|protect|prevent|stop|spot|detect|recogni[sz]e|report|safe from)\b/i;

const PATTERNS: { kind: Kind; re: RegExp }[] = [
  {
    kind: 'acts-for-me',
    // "Can you swap one token straight for another?" asks whether anyone can (the impersonal you).
    re: /\b(can|could|will|would) (you|u|odai) (please )?(buy|sell|trade|swap|send|transfer|withdraw|deposit|move|stake|ape|invest)\b(?!\s+(?:(?:one|a|an|any|your) )?(?:tokens?|coins?)\b[^?.!]{0,20}\b(?:for|into|to) (?:another|other|a different)\b|\s+(?:tokens?|coins?) (?:directly|straight)\b)|(?<!\b(?:bank|wire|per|each|every)\s)\b(buy|sell|trade|swap|send|transfer|withdraw|invest)\b(?!\s+(?:takes?|took|is|was|costs?)\b)(?:[^.?!]|\.(?=\d)){0,40}\bfor me\b|^(please |pls |plz |just |go |now )*(buy|sell|swap|send|transfer|withdraw) (me |my |\d|some |all |half )|^(please |pls |plz |can you |could you |go )*(place|put in|submit|execute|open|make) (a |an |my )?(buy|sell|limit|market|stop|trade)( |-)?(order|trade)\b/i,
  },
  {
    kind: 'harmful',
    re: /\b(help me|how (do|can|could|would|should) i|can (you|u)|could you|teach me|show me|i want to|i wanna|let'?s|how to|ways to)\b[^?.!]{0,25}\b(hack|exploit|drain|ddos|steal|manipulate|wash[- ]?trade|fake (volume|holders|buys|activity|trades)|pump (my|our|a|the|this) (token|coin|price)|rug (my|our|the|people)|scam (people|someone|holders))\b|\b(trade|trading|swap|swapping|send|sending|buy and sell|buying and selling)\b[^?.!]{0,30}\b(back and forth|between (my|them|those|these|the) (own )?(wallets|accounts|alts?))\b|\b(set up|make|create|use|run|spin up|split|spread|distribute|send)\b[^?.!]{0,30}\b(\d+|many|multiple|a bunch of|lots of|several|fake|alt|sock ?puppet|burner)\s+(?:(?:alt|fake|burner|sock ?puppet|different|separate) )?(wallets|accounts|alts)\b[^?.!]{0,60}\b(trade|trending|top gainers|volume|holders|shows? up|pump|looks? (?:more )?(active|bigger|popular|organic|natural|real|legit|spread out|decentrali[sz]ed))\b/i,
  },
  {
    kind: 'other-task',
    // "write a marketing plan for my memecoin launch", "make me a post", "help me write a cover
    // letter for a barista job": writing for the visitor.
    re: /\b(write|draft|compose|generate|create|make me)\b[^.?!]{0,30}\b(description|tweet|post|thread|whitepaper|poem|story|essay|song|article|bio|slogan|lyrics|marketing plan|press release|caption|announcement|ad copy|cover letter|resume|résumé|cv|homework|speech)\b/i,
  },
];
// Unrelated subjects, refused only when nothing in the message is about Odin: "what is the
// weather today and what are the fees?" still gets the fees.
const UNRELATED = /\b(translate|tell me a (story|poem)|weather|recipe|homework|sports? scores?|horoscope)\b/i;
const ODIN_WORDS =
  /\b(odin|odai|fees?|tokens?|coins?|curve|amm|pools?|deposits?|withdraw\w*|btc|bitcoin|sats?|runes?|launch\w*|swaps?|wallets?|ckbtc|ascen\w*)\b/i;

const LEAD: Record<Kind, string> = {
  'acts-for-me':
    "I can't help with that: ODAI has no access to wallets or Odin accounts, so it never buys, sells, swaps or moves anything for anyone.",
  harmful: "I can't help with hacking, manipulating prices or misleading other traders.",
  'other-task': "I can't help with that: I'm ODAI's guide to Odin.fun, so I stick to Odin and its tokens.",
};

const OFFER: Record<Kind, string> = {
  'acts-for-me':
    "What I can do: explain how buying and selling work on Odin (sign in, deposit, trade on the curve or in a pool) and show a token's live figures by its ticker.",
  harmful:
    'What I can do: explain how Odin works, how past incidents happened and how to spot manipulation such as pump-and-dumps, so you can protect yourself.',
  'other-task':
    'What I can do: explain how Odin works (bonding curves, the AMM, fees, deposits, launching), quote live token figures and help you spot scams.',
};

// "Do I have to write a description when launching?": writing as something the visitor may need to
// do, which the launching guide answers, not a request that ODAI write it.
// "I want write long story" in the description: the visitor's own writing, too.
const WRITING_AS_REQUIREMENT =
  /\b(?:i|we) (?:want|wanna|would like|'d like|plan|am going|'m going|im going|gonna)(?: to)? (?:write|draft|create|add|put)\b|\b(?:have|has|need|needs|got) to (?:write|draft|create|add)\b|\b(?:must|should|can|do|does|may) (?:i|we|creators?|the creator) (?:also )?(?:write|draft|create|add)\b|\b(?:is|are) (?:a |the )?(?:description|bio)s? (?:required|needed|optional|mandatory)\b/i;

// "Can you deposit runes onto Odin or only BTC?", "can u withdraw to a ledger or just to xverse":
// whether anyone can (the impersonal you), asked about the platform or as a choice, with no "me"
// or "my" that makes it an errand.
const IMPERSONAL_CAN_YOU =
  /^\s*(?:(?:so|and|wait|ok|also)[,\s]+)?(?:can|could) (?:you|u) (?:deposit|withdraw|send|transfer|move|stake|trade|swap|buy|sell)\b(?![^?.!]*\b(?:me|my|mine|us|our)\b)(?=[^?.!]{0,50}\b(?:or (?:only|just)|(?:on|onto|in|into|to|from|off|out of) odin)\b)/i;

export function offTaskKind(question: string): Kind | null {
  if (IMPERSONAL_CAN_YOU.test(question)) return null;
  if (WRITING_AS_REQUIREMENT.test(question) && !PATTERNS.slice(0, 2).some((p) => p.re.test(question))) {
    return UNRELATED.test(question) && !ODIN_WORDS.test(question) ? 'other-task' : null;
  }
  const kind =
    PATTERNS.find((p) => p.re.test(question))?.kind ??
    (UNRELATED.test(question) && !ODIN_WORDS.test(question) ? 'other-task' : null);
  return kind === 'harmful' && DEFENSIVE.test(question) ? null : kind;
}

/** Trading for the visitor, harming others, or a task unrelated to Odin: a short refusal and an offer. */
export const offTask: Guardrail = {
  name: 'off_task',
  matches: (question) => offTaskKind(question) !== null,
  reply(kb, question) {
    const kind = offTaskKind(question) ?? 'other-task';
    return {
      markdown: [LEAD[kind], '', OFFER[kind]].join('\n'),
      sources: guideSources(kb, ['about-odai#what-odai-is', 'about-odai#no-keys-ever']),
    };
  },
};
