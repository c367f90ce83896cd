import { rankingCapability } from './ranking-capability.js';

const LOSERS =
  /\blosers?\b|\bfallers?\b|\b(?:fallen|fell|dropped|dropped off) the furthest\b|\b(dropped|fell|fallen|lost|down) the most\b|\b(biggest|largest|steepest|sharpest|worst) (24 ?h(ours?)? )?((?:price|percentage|percent) )?(drops?|falls?|declines?|loss(?:es)?|dumps?|crash(es)?)\b|\bworst perform|\b(?:is|are|who(?:'s| is)|what(?:'s| is)|tokens?|coins?|ones?)\s+dumping\b|(?<!\b(?:normal|regular|just|a|the|vs|versus|and|or|between|from|of|about|usual)\s)\bdumping(?=\s*(?:[?.!,]|$|\s+(?:today|rn|right now|now|hard|the most|atm)\b))|\b(dumped|crashed|tanked|bled|dropped) (the )?most\b|\b(biggest|worst|top) dumpers?\b|\bworst (coin|token|one)s?\b|\b(lowest|worst|most negative) 24 ?h(ours?)? (change|performance)\b|\b(lowest|worst|most negative) (change|performance)\b[^?]{0,30}\b(today|24 ?h(ours?)?|tokens?|coins?)\b|\bdown the most\b|\b(which|what) (tokens|coins)\b[^?.!]{0,20}\b(down|red|dumping|falling|dropping|bleeding|gone down|went down|going down)\b/i;

export const topLosers = rankingCapability('top-losers', {
  name: 'get_top_losers',
  description: 'Tokens with the most negative 24h price change, with as-of time.',
  // "Which goes up and down the most?" asks how much it swings: the most volatile list.
  matches: ({ question }) => LOSERS.test(question) && !/\bup and down\b/i.test(question),
});
