import type { MarketSnapshot } from '../../market/market-service.js';
import type { HistoryMessage } from '../assistant.js';
import { fromSnapshot, type LiveToken } from '../live/live-token.js';

// "the second one", "the top one", "#2", "number 3", "the last token" (decision 035).
// "and the third?" names the position alone, at the end of a short question.
const ORDINAL =
  /\b(?:the\s+)?(first|1st|top|second|2nd|third|3rd|fourth|4th|fifth|5th|last|bottom)\s+(?:one|token|coin)\b|#([1-9])\b|\bnumber ([1-9])\b|^\s*(?:(?:and|what about|how about|ok|so)\s+)?the\s+(first|second|third|fourth|fifth|last|2nd|3rd|4th|5th)\s*[?.!]*\s*$/i;
const OTHER = /\bthe other( one| token| coin)?\b/i;
const INDEX: Record<string, number> = {
  first: 0,
  '1st': 0,
  top: 0,
  second: 1,
  '2nd': 1,
  third: 2,
  '3rd': 2,
  fourth: 3,
  '4th': 3,
  fifth: 4,
  '5th': 4,
  last: -1,
  bottom: -1,
};

/** True when a question asks about "the other one" (token, coin). */
export function asksTheOtherOne(question: string): boolean {
  return OTHER.test(question);
}

/** True when a question points at a token of an earlier list ("the second one", "the other one"). */
export function pointsBack(question: string): boolean {
  return ORDINAL.test(question) || OTHER.test(question);
}

/** The `token:<id>` sources of one answer, in the order it listed them. */
function tokenIds(message: HistoryMessage): string[] {
  return (message.sources ?? []).flatMap((s) => (s.ref.startsWith('token:') ? [s.ref.slice(6)] : []));
}

/** The token lists of earlier answers, newest first (answers without tokens are skipped). */
export function answerLists(history: HistoryMessage[]): string[][] {
  const lists: string[][] = [];
  for (let i = history.length - 1; i >= 0; i--) {
    const message = history[i];
    if (message && !message.isUser) {
      const ids = tokenIds(message);
      if (ids.length > 0) lists.push(ids);
    }
  }
  return lists;
}

function pick(question: string, lists: string[][]): string | undefined {
  const [newest = [], ...older] = lists;
  const ordinal = question.match(ORDINAL);
  if (ordinal) {
    const word = ordinal[1] ?? ordinal[4];
    const n = word ? (INDEX[word.toLowerCase()] ?? 0) : Number(ordinal[2] ?? ordinal[3]) - 1;
    if (n < 0) return newest[newest.length - 1];
    // "How much is ICONFUCIUS?", "what about BOBAI?", "go back to the first one": after answers
    // about one token each, the ordinal counts the tokens in the order they were asked about.
    const run = [];
    for (const ids of lists) {
      if (ids.length !== 1) break;
      run.unshift(ids[0] as string);
    }
    const asked = [...new Set(run)];
    if (newest.length === 1 && asked.length >= 2 && asked.length > n) return asked[n];
    // "The third" after an answer about the first one means the third of the last list long enough.
    return lists.find((ids) => ids.length > n)?.[n];
  }
  // "the other one": the second of a pair just shown, or, after an answer about one token of an
  // earlier pair, the one not yet asked about.
  if (newest.length >= 2) return newest[1];
  const current = newest[0];
  const pair = older.find((ids) => ids.length >= 2 && current !== undefined && ids.includes(current));
  return pair?.find((id) => id !== current);
}

/** The token an ordinal or "the other one" refers to, from the answers' token lists; null if none. */
export function referencedToken(
  question: string,
  history: HistoryMessage[],
  snapshot: MarketSnapshot,
): LiveToken | null {
  if (!pointsBack(question)) return null;
  const lists = answerLists(history);
  let id = pick(question, lists);
  // "the other one, not odindog": never the token the visitor rules out; the other of its pair.
  const ruledOut = [...question.matchAll(RULED_OUT)].map((m) => (m[1] ?? '').toLowerCase());
  const isRuledOut = (tokenId: string | undefined) => {
    const t = snapshot.tokens.find((x) => x.id === tokenId);
    return !!t && ruledOut.some((w) => w === t.symbol.toLowerCase() || w === t.name.toLowerCase());
  };
  if (isRuledOut(id))
    id = lists.find((ids) => ids.length === 2 && ids.includes(id as string))?.find((x) => x !== id);
  const token = id ? snapshot.tokens.find((t) => t.id === id) : undefined;
  return token ? fromSnapshot(token, snapshot) : null;
}

// "the other one, not odindog", "other than bitcat": the token the visitor does not mean.
const RULED_OUT = /\b(?:not|other than|except|besides)\s+(?:the\s+)?\$?([\w-]+)/gi;

/** "and the other one, not odindog, whats its 24h change": the question without the token ruled out. */
export function withoutRuledOut(question: string): string {
  return /\bother\b/i.test(question) ? question.replace(RULED_OUT, ' ') : question;
}
