import { rankingCapability } from './ranking-capability.js';

const GAINERS =
  /\b(top|biggest|best|largest)\s+(gainers?|performers?|movers?)\b|\bgainers?\b|\bpumping\b|\b(went|gone|risen|rose) up the most\b|\bbest perform|\b(hottest|trending)\b|\bwhat(?:'s|s| is) (?:hot|moving|pumping|popping|mooning)\b|\banything (?:hot|pumping|mooning)\b|\bhot (tokens|coins)\b|\bmoved (the )?most\b|\bbiggest (move|moves|movers)\b|\b(pumped|gained|grew|climbed|mooned) (the )?most\b|\b(highest|biggest|largest|best|top) 24 ?h(ours?)? (change|gains?|performance)\b|\b(highest|biggest|largest|best|top) (?:(?:percentage|percent|%|price|relative) )?(change|gains?|performance)\b[^?]{0,30}\b(today|24 ?h(ours?)?|tokens?|coins?)\b|\bbest (coin|token)s? (today|this week|right now|rn|in the last 24 ?h(ours?)?|last 24 ?h(ours?)?)\b|\bup the most\b|\b(which|what) (tokens|coins)\b[^?.!]{0,20}\b(up|green|pumping|rising|gaining|gone up|went up|going up)\b(?! (for|to|with)\b)|\b(rank|sort|order|list)\w*\b[^?]{0,30}\b(24 ?h(ours?)? change|price change|change|performance|gains?)\b|\b(biggest|largest|steepest|sharpest) (24 ?h(ours?)? )?(price )?(rises?|increases?|jumps?|pumps?|climbs?)\b/i;

// "The hottest token by volume", "trending by holders": another figure names the ranking.
const BY_OTHER_FIGURE =
  /\bby\s+(?:volume|vol|holders?|market ?cap|mcap|liquidity|volatility|transactions|trades|txns|prices?)\b/i;

export const topGainers = rankingCapability('top-gainers', {
  name: 'get_top_gainers',
  description: 'Tokens with the largest positive 24h price change, with as-of time.',
  matches: ({ question }) =>
    GAINERS.test(question) && !/\blosers?\b/i.test(question) && !BY_OTHER_FIGURE.test(question),
});
