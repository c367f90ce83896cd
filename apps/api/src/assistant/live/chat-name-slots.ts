// A name in any case: letters first, digits and hyphens after ("moon-pig").
const N = String.raw`\$?([A-Za-z][\w]{0,24}(?:-[A-Za-z0-9]+)*)`;
const END = String.raw`\s*(?:for me|pls|please|rn|now|yet)?\s*[?.!]*\s*$`;

/**
 * Where chat puts a token's name without a figure or the word "token" (decision 034's slots, typed
 * as on a phone): "whats the deal with blimpo", "blimpo any good?", "anyone know blimpo", "how's
 * blimpo", "who holds blimpo", "market cap blimpo", "did blimpo ascend yet", "can u look up blimpo".
 * Most are anchored at the end of the message, where the name closes the question; the caller
 * keeps only words that are neither stop words, words of the guides nor everyday words.
 */
export const CHAT_NAME_SLOTS: RegExp[] = [
  new RegExp(
    String.raw`\b(?:what'?s|whats|what is)\s+the\s+(?:deal|story|situation|status|vibe)\s+(?:with|on|of)\s+${N}`,
    'gi',
  ),
  new RegExp(String.raw`^\s*how(?:'s|’s|s| is)\s+${N}${END}`, 'gi'),
  new RegExp(
    String.raw`^\s*${N}\s+(?:any good|still alive|still around|alive|dead|still a thing|worth it|worth buying)${END}`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:anyone|anybody|u|you)\s+(?:know|knows|seen|tried|holding|hold|bought|buying|heard)\s+${N}${END}`,
    'gi',
  ),
  new RegExp(String.raw`\bis\s+${N}\s+(?:worth\s+(?:it|buying|anything)|still alive|dead)\b`, 'gi'),
  new RegExp(String.raw`\bwho\s+(?:holds|owns|is holding|bought|is buying)\s+${N}${END}`, 'gi'),
  // "price blimpo?", not "is the price linear?", where the word after says what the price is like.
  new RegExp(
    String.raw`(?<!\b(?:is|are|was|were)\s+(?:the|its|their|this|that)\s+)\b(?:price|holders|holder count|market ?cap|mcap|volume|chart)\s+${N}${END}`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:did|has|have)\s+${N}\s+(?:ascend|bond|graduate|launch|rug|die|pump|dump)\w*\b`,
    'gi',
  ),
  new RegExp(String.raw`\bwhere\s+(?:is|'s)\s+${N}\s+on\s+(?:the|its)\s+curve\b`, 'gi'),
  // A token's stage or fate: "is blimpo close to ascension yet", "how far is blimpo from graduating",
  // "blimpo ascended yet?", "blimpo rugged?", "is blimpo near the end of its curve".
  new RegExp(
    String.raw`\bis\s+${N}\s+(?:close|near|nearly|almost|getting close|any closer|far)\s+(?:to\s+|from\s+)?(?:the\s+end\b|ascen|graduat|bond|migrat|king of the hill|koth|done|finish|complet|full)`,
    'gi',
  ),
  new RegExp(
    String.raw`\bhow\s+(?:far|close|near|much longer)\s+(?:is|'s|until)\s+${N}\s+(?:from|to|till|until|is\s+from|is\s+to)?\s*(?:the\s+end\b|its\s+end\b|ascen|graduat|bond|migrat|king of the hill|koth|done|finish|complet)`,
    'gi',
  ),
  new RegExp(
    String.raw`^\s*${N}\s+(?:ascended|graduated|bonded|migrated|rugged|rugpulled|rug pulled|rekt|dead|died|dumped|(?:dev|devs|creator|team)\s+(?:sold|dumped|rugged|exited|left|out))(?:\s+(?:yet|already|or not|too))?\s*[?.!]*\s*$`,
    'gi',
  ),
  new RegExp(String.raw`\b(?:progress|bonding progress|curve progress)\s+(?:of|on|for)\s+${N}${END}`, 'gi'),
  new RegExp(String.raw`^\s*${N}(?:'s|’s)?\s+(?:bonding\s+|curve\s+)?progress${END}`, 'gi'),
  new RegExp(String.raw`\bbuy\s+(?:some\s+)?${N}\s+(?:how|where)\b`, 'gi'),
  // "what's moonpiggy worth", "how much is snorkcat worth", "what do you think of glimmerfox",
  // "thoughts on wif?": a name as the whole subject of a value or an opinion asked for.
  new RegExp(String.raw`\b(?:what(?:'s|’s|s| is)|how much is)\s+${N}\s+worth${END}`, 'gi'),
  // "whats glimmerfrog trading at", "where is zapcat trading", "is hammock rugging or what".
  new RegExp(
    String.raw`\b(?:what(?:'s|’s|s| is)|where(?:'s|’s|s| is))\s+${N}\s+trading(?:\s+at)?${END}`,
    'gi',
  ),
  new RegExp(
    String.raw`\bis\s+${N}\s+(?:rugging|rug ?pulling|dumping|pumping|mooning|dying|legit|a rug|a scam|safe)(?:\s+or\s+(?:what|not|nah))?${END}`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:what do (?:you|u) think (?:of|about)|thoughts on|opinion on|ur take on|your take on)\s+${N}${END}`,
    'gi',
  ),
  new RegExp(
    String.raw`^\s*(?:can (?:u|you|i)\s+|pls\s+|please\s+)?(?:look up|lookup|look into|check|check out|pull up|search for|info on|info)\s+${N}${END}`,
    'gi',
  ),
  // "is moonwizard on there", "is blimpo listed on odin": whether a token of that name exists.
  new RegExp(
    String.raw`\bis\s+${N}\s+(?:on|listed on|available on|traded on|trading on)\s+(?:there|here|odin(?:\.fun|\s+fun)?|the site|it)\b`,
    'gi',
  ),
  new RegExp(String.raw`^\s*(?:tell me (?:more )?about|what do (?:you|u) know about)\s+${N}${END}`, 'gi'),
];

// Directions asked as a pair: "up or down", "green or red today".
const DIRECTION = '(?:up or down|down or up|green or red|red or green)';

/**
 * Where chat puts a name as the bare subject of a value or a direction, with nothing else saying
 * "token": "how much is frogzilla", "how much is one frogzilla rn", "is lambofrog up or down today",
 * "lambofrog green or red?". The same places hold things that are no token ("how much is ethereum",
 * "is twitter up or down"), so the caller reads them as it reads capitals out of a token's slot:
 * slang, chains and platforms (CAPITAL_WORDS) and the guides' own capitals are not names here.
 */
export const CHAT_SUBJECT_SLOTS: RegExp[] = [
  new RegExp(
    String.raw`\bhow much (?:is|'s|’s|are)\s+(?:one\s+|1\s+|a\s+|the\s+)?${N}\s*(?:today|rn|now|atm|right now)?\s*[?.!]*\s*$`,
    'gi',
  ),
  new RegExp(String.raw`\b(?:is|was|has|did)\s+${N}\s+(?:gone\s+|go\s+|been\s+)?${DIRECTION}\b`, 'gi'),
  new RegExp(String.raw`^\s*${N}\s+${DIRECTION}\b`, 'gi'),
];
