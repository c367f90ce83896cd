/**
 * A developer's words for the guides' topics ("which endpoint exposes the live fee params", "in my
 * scraper should i key tokens by ticker? seeing dupes", "priceChange24h: rolling window?"), in the
 * guides' plain words. The visitor's own setup (their scraper, cron job, VPS, GitHub org) is the
 * story, not the topic: read as topics no guide covers, such words made plain questions decline.
 */
export const TECHNICAL_PHRASES: [RegExp, string][] = [
  // The dashboard's field names, as the API and BRIEF spell them.
  [/\bpricechange24h\b/gi, ' 24h change '],
  [/\bliquidityscore\b/gi, ' liquidity score '],
  [/\btransactions24h\b/gi, ' 24h transactions '],
  [/\bmarketcap\b/gi, ' market cap '],
  // The visitor's setup: "in my scraper", "my cron job", "from a vps", "in my bot".
  [
    /\b(?:in|from|on|with) (?:my|our|a) (?:scraper|script|cron(?: job)?|vps|notebook|pipeline|indexer)\b/gi,
    ' ',
  ],
  [/\bmy (?:scraper|script|cron(?: job)?|vps|pipeline|indexer)\b/gi, ' '],
  [/\b(?:dev|developer|engineer|coder|programmer) here\b/gi, ' '],
  [/\bgithub (?:org|organisation|organization|account|repo)\b/gi, ' '],
  [/\btech[- ]wise\b/gi, ' '],
  // "A rule of thumb" asks for a tip, not for the platform's rules (the name and ticker rules).
  [/\brules? of thumb\b/gi, ' '],
  // "Key tokens by ticker": identify them by it (no seed key).
  [/\bkey (tokens|coins|them|rows|records|entries|things|it) (?:on|by)\b/gi, ' identify $1 by '],
  [/\b(?:parsing|debugging|building|coding) (?:it|this) (?:rn|now|right now)\b/gi, ' '],
];

export const TECHNICAL_WORDS: Record<string, string> = {
  param: 'setting',
  params: 'settings',
  parameter: 'setting',
  parameters: 'settings',
  hardcode: '',
  hardcoded: '',
  hardcoding: '',
  dupes: 'duplicates',
  dupe: 'duplicate',
  constraint: 'rule',
  constraints: 'rules',
};
