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
  new RegExp(String.raw`\b(?:price|holders|holder count|market ?cap|mcap|volume|chart)\s+${N}${END}`, 'gi'),
  new RegExp(
    String.raw`\b(?:did|has|have)\s+${N}\s+(?:ascend|bond|graduate|launch|rug|die|pump|dump)\w*\b`,
    'gi',
  ),
  new RegExp(String.raw`\bwhere\s+(?:is|'s)\s+${N}\s+on\s+(?:the|its)\s+curve\b`, 'gi'),
  new RegExp(String.raw`\bbuy\s+(?:some\s+)?${N}\s+(?:how|where)\b`, 'gi'),
  new RegExp(
    String.raw`^\s*(?:can (?:u|you|i)\s+|pls\s+|please\s+)?(?:look up|lookup|look into|check|check out|pull up|search for|info on|info)\s+${N}${END}`,
    'gi',
  ),
];
