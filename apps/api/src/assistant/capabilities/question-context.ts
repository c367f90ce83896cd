import type { MarketReader } from '../../market/market-service.js';
import type { HistoryMessage } from '../assistant.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import type { LiveToken } from '../live/live-token.js';
import { resolveTokens } from '../live/resolve-tokens.js';
import { lastTokenInHistory } from '../session/last-token.js';
import { referencedToken, withoutRuledOut } from '../session/listed-tokens.js';
import { sameTickerToken } from '../session/same-ticker-ref.js';
import type { CapabilityDeps } from './capability.js';

/** Everything the embedded side of a capability may read for one question. */
export interface QuestionContext extends CapabilityDeps {
  /** The question with any prompt-injection text removed. */
  question: string;
  history: HistoryMessage[];
  /** Tokens named in the question, in order of appearance. */
  namedTokens(): Promise<LiveToken[]>;
  /** The token a follow-up means: one picked from an earlier list, else the last one discussed. */
  focusToken(): LiveToken | null;
}

// Spellings of a figure's name that the capabilities' patterns read one way: "market
// capitalization", "market-cap" and "mkt cap" are "market cap". Decision 050.
const FIGURE_SPELLINGS: [RegExp, string][] = [
  [/\b(?:market|mkt)[- ]?cap(?:itali[sz]ation)?\b/gi, 'market cap'],
  // "More or less how much is it": about, not a ranking's "less".
  [/\bmore or less\b/gi, 'about'],
];

/** The question with a figure's other spellings written the way the patterns read them. */
export function figureWords(question: string): string {
  return FIGURE_SPELLINGS.reduce((q, [re, to]) => q.replace(re, to), question);
}

// "How is the market cap calculated?", "how is the price decided after ascension?", "market cap is
// price multiply by what": how a figure comes about, which the guides explain; no ranking, total
// or token's figure answers it.
const HOW_A_FIGURE_COMES_ABOUT =
  /\bhow(?:'s|’s|s\b| (?:is|are|was|were|do(?:es)? (?:they|you|u|ya|odin|odai|it|the|this|that|its|their|your))\b)[^?.!]{0,40}\b(?:calculated|computed|determined|decided|worked out|measured|derived|sorted|ranked|ordered|picked|chosen|calculate|compute|determine|decide|work out|measure|derive|sort|rank|order|pick|choose)\b|\b(?:formula|equation)\b|\bmultipl(?:y|ied|ies)\b|\b(?:times|divided by) what\b/i;

// "That number is in dollars or in btc?", "what unit is the price in", "is market cap in usd": what
// a figure is measured in, which the guides explain (reading-analytics); the figure itself does not.
// "What is that number actually measuring?", "what does the score measure": what a figure means.
// "What does that volatility score even mean" after a ranking: the figure's name, then what it means.
const WHAT_IT_MEASURES =
  /\bwhat (?:is|does) (?:(?:that|this|the|it|each)\s+)?(?:(?:volatility|liquidity|holders?|holder count|market cap|price|volume|24h|transactions?|txs?|progress)\s+)?(?:number|figure|score|value|metric|percentage|badge|card)?\s*(?:actually |really |even )?(?:measur\w*|mean|tell|show|count)\w*\b/i;

const WHICH_UNIT =
  /\bwhat (?:unit|units|currency|denomination)\b|\bin what (?:money|currency|coin)\b|\bwhat money\b|\b(?:in|is it|are they|it's|its) (?:dollars?|usd|\$|btc|bitcoin|sats?|satoshis?)\b[^?.!]{0,20}\bor\b[^?.!]{0,12}\b(?:dollars?|usd|\$|btc|bitcoin|sats?|satoshis?)\b/i;

/** True when the question asks how a figure is calculated or decided, or what unit it is in. */
export function asksHowFigured(question: string): boolean {
  return (
    HOW_A_FIGURE_COMES_ABOUT.test(question) || WHICH_UNIT.test(question) || WHAT_IT_MEASURES.test(question)
  );
}

/**
 * True when the question is about another venue ("how many tokens has pump.fun launched", "top
 * coins on binance"): ODAI's market figures are Odin's, so no total or ranking of them answers it.
 */
// "Which is cheaper to trade, a new coin or a graduated one": the two phases' fees compared, which
// the guides answer; neither a ranking of token prices nor a list of tokens by stage.
// "Is trading any cheaper once a token has ascended?" asks the same.
const COMPARES_COST =
  /\b(?:cheaper|more expensive|costlier|pricier) to (?:trade|buy|sell|swap)\b|\b(?:trading|buying|selling|swapping|swaps|trades|fees?) (?:\w+ )?(?:any |much |a lot |a bit )?(?:cheaper|more expensive|costlier|pricier|lower|higher)\b/i;

/** True when the question compares what trading costs, not tokens. */
export function comparesCost(question: string): boolean {
  return COMPARES_COST.test(question);
}

// "On ODAI's dashboard, how can a token be volatile…": ODAI the product (its dashboard, guides,
// answers), not the ODAI token; its name is left out when looking for the tokens a question names.
const PRODUCT_MENTION =
  /\bODAI(?:'s|’s|s)?(?=\s+(?:own\s+)?(?:dashboard|analytics|site|website|web ?app|app|page|guides?|assistant|bot|chat|answers?|sources?|charts?|team|project|data|market data|landing)\b)/gi;

// "On the analytics dashboard ODAI shows +14.20% …": beside the dashboard, ODAI that shows or says
// something is the product too.
const PRODUCT_SHOWS =
  /\bODAI(?=\s+(?:shows?|showing|says|said|displays?|lists?|reports?|gives?|labels?)\b)/gi;
const NAMES_A_SCREEN = /\b(?:dashboard|analytics|site|website|page|app)\b/i;

/** The question without mentions of ODAI the product, for token lookups. */
export function withoutProductMentions(question: string): string {
  const without = question.replace(PRODUCT_MENTION, 'the');
  return NAMES_A_SCREEN.test(without) ? without.replace(PRODUCT_SHOWS, 'the site') : without;
}

// "and the other one with the same ticker?": which other token is meant, said in words.
const SAME_TICKER_SAID = /\b(?:same|identical) (?:ticker|name|symbol)\b/i;

/** Token lookups are memoised: several capabilities may ask for them for the same question. */
// "price of 2bct" then "and the other BITCAT, the copy?": the ticker named is the last token's,
// and the question asks for its twin, not for it again ("i saw another bitcat with the same ticker").
const ASKS_THE_TWIN = /\b(?:other|another|copy|copycat|fake|clone|real|original)\b/i;
function otherWithTheTicker(
  tokens: LiveToken[],
  input: { question: string; history: HistoryMessage[]; market: MarketReader; kb: KnowledgeBase },
): LiveToken[] {
  const [named] = tokens;
  const snapshot = input.market.snapshot();
  if (tokens.length !== 1 || !named || !snapshot || !ASKS_THE_TWIN.test(input.question)) return tokens;
  const last = lastTokenInHistory(input.history, snapshot, input.kb.vocabulary);
  // The token named must be the last one itself (its twin shares the ticker by definition).
  if (!last || last.id !== named.id) return tokens;
  const twin = sameTickerToken(figureWords(input.question), last, snapshot);
  return twin && twin.id !== last.id ? [twin] : tokens;
}

export function createQuestionContext(input: {
  question: string;
  history: HistoryMessage[];
  market: MarketReader;
  kb: KnowledgeBase;
}): QuestionContext {
  let named: Promise<LiveToken[]> | undefined;
  let focus: LiveToken | null | undefined;
  return {
    ...input,
    question: figureWords(input.question),
    namedTokens: () => {
      named ??= resolveTokens(
        withoutRuledOut(withoutProductMentions(figureWords(input.question))),
        input.market,
        input.kb.vocabulary,
      ).then((tokens) => otherWithTheTicker(tokens, input));
      return named;
    },
    focusToken: () => {
      if (focus === undefined) {
        const snapshot = input.market.snapshot();
        // "the second one" / "the other one" pick from an earlier answer's list; else the last token.
        const question = figureWords(input.question);
        const last = snapshot ? lastTokenInHistory(input.history, snapshot, input.kb.vocabulary) : null;
        // "and the copy?" after BITCAT: the other token with its ticker.
        const sibling = snapshot && last ? sameTickerToken(question, last, snapshot) : null;
        // A pair shown earlier ("compare X and Y", then "the other one") comes first; else the
        // other token with the last one's ticker.
        // "the other one with the same ticker" names which other one: the twin, before any list.
        const twinFirst = sibling !== null && SAME_TICKER_SAID.test(question);
        focus = snapshot
          ? ((twinFirst ? null : referencedToken(question, input.history, snapshot)) ?? sibling ?? last)
          : null;
      }
      return focus;
    },
  };
}
