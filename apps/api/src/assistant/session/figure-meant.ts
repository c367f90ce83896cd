import type { HistoryMessage } from '../assistant.js';
import { type Metric, metricsAsked } from '../live/metrics.js';
import { lastAnswerCitesToken, lastQuestion } from './last-turn.js';

// "whats the price of odindog" → "what does that mean?": "that" is the one figure just given, and
// what a figure means is the guides' (reading-analytics). Asked as typed, the earlier question's
// words ("price of …") pulled the search to price impact; the figure is named instead.

const FIGURE_NAMES: Record<Metric, string> = {
  price: 'price on the dashboard',
  marketCap: 'market cap',
  holders: 'holders figure',
  change24h: '24h change figure',
  volatility: 'volatility',
  liquidity: 'liquidity score',
  transactions: '24h transactions figure',
};

// Only a question that asks what "that" means and nothing else.
const WHAT_THAT_MEANS =
  /^\s*((?:(?:ok|okay|so|and|hmm|wait|sorry)[,\s]+)*what (?:does|do|is) )(?:that|this|it)( (?:number |figure )?(?:even |actually |really |exactly )?mean(?:s|t)?\s*[?.!]*\s*)$/i;

// "how much is that in sats", "whats that in btc", "how many sats is that" right after a price: the
// price in another unit, which the token's figures give ("that" alone never names a token).
const UNIT = String.raw`(?:sats?|satoshis?|btc|bitcoins?|usd|dollars?|\$)`;
const THAT_IN_UNIT = new RegExp(
  String.raw`\b((?:how much|what) (?:is|'s|s) |whats |^\s*(?:(?:and|ok|so)[,\s]+)?)that(?= (?:in|into|as) ${UNIT}\b)|\b(how (?:many|much) ${UNIT} (?:is|'s) )that\b`,
  'i',
);

/** The follow-up with the figure just given named in place of "that", or the question as asked. */
export function withFigureMeant(question: string, history: HistoryMessage[]): string {
  if (!lastAnswerCitesToken(history)) return question;
  const asked = metricsAsked(lastQuestion(history));
  const [only] = asked;
  if (asked.length !== 1 || !only) return question;
  const meant = question.replace(WHAT_THAT_MEANS, (_whole, head: string, tail: string) => {
    return `${head}the ${FIGURE_NAMES[only]}${tail.replace(/\b(?:number|figure) /i, '')}`;
  });
  if (only !== 'price') return meant;
  return meant.replace(
    THAT_IN_UNIT,
    (_whole, head?: string, howMany?: string) => `${head ?? howMany ?? ''}its price`,
  );
}
