import type { Section } from './load-articles.js';

// A question that asks for a limit of one kind is answered only by a section that states a limit
// of that kind. "Whats the maximum trade size" beside a section that gives only the minimum trade,
// "how many trades per minute can i make" beside the trading steps, "how many tokens can i create
// per day" beside the launch steps: the section shares the words, not the answer.

// A maximum: "max", "maximum", "upper limit", "at most", "the most i can…", "the biggest trade".
const ASKS_MAXIMUM =
  /\b(?:max|maximum|maximal|maxium|ceiling)\b|\bupper (?:limit|bound|cap)\b|\bat most\b|\bthe most (?:i|you|we|one|someone|a (?:user|person|wallet)) (?:can|could|may|am allowed to|is allowed to)\b|\b(?:biggest|largest|highest) (?:(?:single|possible|allowed) )?(?:trade|buy|sell|order|deposit|withdrawal|withdraw|amount|transfer|swap|position|purchase|pre-?buy)s?\b|\b(?:biggest|largest) [a-z -]{0,20}\b(?:i|you|a creator|creators|one|someone) (?:can|could|may|is allowed|are allowed)\b/i;
// A section states a maximum when it names one ("at most 200 KB", "3 to 10", "a fixed supply"),
// or lists a question that asks for one ("what is the max supply?").
const STATES_MAXIMUM =
  /\b(?:max|maximum|at most|up to|no more than|cap(?:ped)? at|limited to|fixed|however (?:long|much|many)|no (?:deadline|maximum|cap|upper limit))\b|\d[\d,.]*\s*(?:to|–|-)\s*\d[\d,.]*\s*(?:%|characters|letters|kb|sats|btc)?/i;

// A minimum: "the minimum amount of BTC I need to add liquidity", "smallest buy I can make".
const ASKS_MINIMUM =
  /\b(?:minimum|minimal|lowest amount|(?:min|smallest) (?:amount|trade|buy|sell|deposit|withdrawal|swap|order))\b/i;
const STATES_MINIMUM = /\b(?:min|minimum|at least|no minimum|smallest)\b/i;

// A date: "on what exact day did Odin.fun go live", "when exactly did it launch". A section that
// names no year or month answers something else.
const ASKS_DATE =
  /\b(?:what|which) (?:exact |precise )?(?:day|date|year|month)\b|\bwhen (?:exactly )?(?:did|was|were)\b[^?.!]{0,40}\b(?:launch|launched|go live|went live|start|started|found|founded|open|opened|release|released)\b/i;
const STATES_DATE =
  /\b(?:19|20)\d\d\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

// A running total: "how many tokens have been launched on Odin.fun in total". The guides state no
// such count; the market overview answers "how many tokens are there" before the guides are asked.
const ASKS_TOTAL =
  /\bhow many (?:tokens|coins|memecoins|projects|users|people|traders|wallets|accounts)\b[^?.!]{0,30}\b(?:have been|has been|were|got) (?:launched|created|made|minted|deployed|registered)\b|\bhow many (?:users|people|traders|wallets|accounts)\b[^?.!]{0,20}\b(?:does odin have|on odin|use odin|signed up|joined)\b/i;
const STATES_TOTAL =
  /\b\d[\d,.]*\s*(?:k|K|M|thousand|million)?\+?\s*(?:tokens|coins|users|traders|wallets|accounts)\s+(?:have|had|were|are|launched|created|signed)\b/i;

// A record: "the highest market cap any token has ever reached", "all-time high". The guides keep
// no records; a section that explains the figure answers something else.
const ASKS_RECORD =
  /\b(?:highest|biggest|largest|lowest|most|best|worst)\b[^?.!]{0,40}\b(?:ever|all[- ]time|of all time|in history)\b|\ball[- ]time (?:high|low)\b/i;
const STATES_RECORD = /\b(?:record|all[- ]time|ever reached|highest ever)\b/i;

// Who did it ("who exactly hacked Odin? I want real names"), what is coming ("is Odin going to get
// hacked again this year", "are they going to rug everyone") and what insiders hold ("how much BTC
// does the Odin team personally hold"): a section about the incident, rugs or custody does not
// say, unless it names the person, a plan or the holding.
const ASKS_CULPRIT =
  /\bwho\b(?: exactly| actually| really)?(?: was it that| is it that| did)?\s+(?:hacked|drained|stole|exploited|attacked|robbed|rugged|did (?:it|the hack|the exploit))\b/i;
const STATES_CULPRIT = /\b(?:attacker|hacker|exploiter) (?:was|is) (?:named|identified|arrested)\b/i;
const ASKS_FUTURE_EVENT =
  /\b(?:going to|gonna|will|about to)\s+(?:\w+\s+){0,3}(?:get |be )?(?:hacked|exploited|drained|rug(?:ged)?|shut(?:ting)? down|close|collapse|go bankrupt|exit scam)\b/i;
const STATES_FUTURE_EVENT = /\b(?:will|plans?|planned|roadmap|scheduled)\b/i;
const ASKS_INSIDER_HOLDING =
  /\bhow much\b[^?.!]{0,30}\b(?:team|founders?|ceo|owners?|insiders?|toniq)\b[^?.!]{0,20}\b(?:personally |actually |really )?(?:hold|holds|own|owns|have|has|earn|earns|make|makes|made)\b/i;
const STATES_INSIDER_HOLDING = /\b(?:team|founders?|insiders?) (?:holds?|owns?|earn\w*)\b/i;

// A rate or a quota: "per day", "a minute", "daily limit", "rate limit", "how often can i…".
const PERIOD = '(?:day|hour|hr|minute|min|second|sec|week|month|block)';
const ASKS_RATE = new RegExp(
  [
    String.raw`\brate[- ]?limit\w*|\bquotas?\b|\bthrottl\w*`,
    String.raw`\b(?:daily|weekly|hourly|monthly) (?:limit|cap|max\w*|quota|allowance)s?\b`,
    String.raw`\b(?:limit|cap|max\w*|quota)s? (?:per|a|an|each|every) ${PERIOD}\b`,
    String.raw`\bhow (?:many|much|often)\b[^?.!]{0,50}\b(?:per|a|an|each|every) ${PERIOD}s?\b`,
    String.raw`\bhow (?:many times|often) (?:can|could|may|am i allowed to|are you allowed to)\b`,
  ].join('|'),
  'i',
);
const STATES_RATE = new RegExp(
  String.raw`\b(?:per|a|an|each|every) ${PERIOD}\b|\b(?:daily|hourly|weekly|monthly)\b|\brate[- ]?limit|\bquota`,
  'i',
);

// A count one may reach: "how many coins can one wallet launch", "is there a limit on how many tokens i can hold".
const ASKS_COUNT_LIMIT =
  /\bhow many (?:[a-z]+ ){1,3}(?:can|could|may) (?:i|you|we|one|a user|a person|someone|(?:a|one|each|my|an) (?:wallet|account|user|person|address)) (?:\w+ )?(?:create|launch|make|deploy|start|hold|own|have|open|register|mint)\b(?! (?:with|for|if)\b)|\b(?:limit|cap|max\w*) (?:on|to|of) (?:the number of|how many)\b/i;
// A count stated as such ("at most one token", "one per wallet", "unlimited"), not any "up to 100 characters".
const STATES_COUNT_LIMIT =
  /\b(?:at most|up to|no more than|limit(?:ed)? (?:to|of)|max(?:imum)?(?: of)?)\s+(?:one|two|three|\d+)\s+(?:tokens?|coins?|accounts?|wallets?|launches|trades?|times)\b|\b(?:only one|one per|unlimited|as many as)\b/i;

// How long something takes ("how long does it take for a token to be etched"): a section that gives
// no time at all ("in seconds", "about 6 confirmations", "however long buyers take") answers
// something else about the same thing. "How long can a ticker be" asks a length, not a time; "how
// long till my coin graduates" asks when, which a condition ("after 80% has sold") answers.
const ASKS_DURATION =
  /\bhow long (?:does|do|did|will|would|should|is it going to)\b[^?.!]{0,60}\b(?:take|takes|taking|last|lasts)\b/i;
const STATES_DURATION =
  /\b\d[\d,.]*\s*(?:(?:–|-|to)\s*\d[\d,.]*\s*)?(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|blocks?|confirmations?)\b|\b(?:seconds|minutes|hours|days|weeks|an hour|a minute|instant\w*|immediately|right away|however long|deadline|time limit|confirmations?)\b/i;

function statesIn(section: Section, pattern: RegExp): boolean {
  return pattern.test(section.body) || section.questions.some((q) => pattern.test(q));
}

// Each kind asked beside where a section must state it: its body, or its body or listed questions.
const KINDS: { kind: string; asks: RegExp; states: RegExp; inQuestions: boolean }[] = [
  { kind: 'minimum', asks: ASKS_MINIMUM, states: STATES_MINIMUM, inQuestions: true },
  { kind: 'date', asks: ASKS_DATE, states: STATES_DATE, inQuestions: false },
  { kind: 'total', asks: ASKS_TOTAL, states: STATES_TOTAL, inQuestions: false },
  { kind: 'record', asks: ASKS_RECORD, states: STATES_RECORD, inQuestions: false },
  { kind: 'culprit', asks: ASKS_CULPRIT, states: STATES_CULPRIT, inQuestions: false },
  { kind: 'future', asks: ASKS_FUTURE_EVENT, states: STATES_FUTURE_EVENT, inQuestions: false },
  { kind: 'holding', asks: ASKS_INSIDER_HOLDING, states: STATES_INSIDER_HOLDING, inQuestions: false },
  { kind: 'rate', asks: ASKS_RATE, states: STATES_RATE, inQuestions: true },
  { kind: 'count', asks: ASKS_COUNT_LIMIT, states: STATES_COUNT_LIMIT, inQuestions: true },
  { kind: 'duration', asks: ASKS_DURATION, states: STATES_DURATION, inQuestions: true },
];

/**
 * The kinds of limit the question asks for that the section does not state: "maximum" and those
 * of KINDS. Empty when it asks for none, or the section states each one asked.
 */
export function limitsMissing(question: string, section: Section): string[] {
  const missing: string[] = [];
  if (
    ASKS_MAXIMUM.test(question) &&
    !STATES_MAXIMUM.test(section.body) &&
    !section.questions.some((q) => ASKS_MAXIMUM.test(q))
  )
    missing.push('maximum');
  for (const { kind, asks, states, inQuestions } of KINDS) {
    const stated = inQuestions ? statesIn(section, states) : states.test(section.body);
    if (asks.test(question) && !stated) missing.push(kind);
  }
  return missing;
}
