import type { MarketReader, MarketSnapshot } from '../../market/market-service.js';
import type { Reply } from '../reply.js';
import { TOPIC_QUESTIONS } from './welcome-suggestions.js';

// Questions the embedded engine answers from the guides or the data whatever the market holds;
// follow-up-suggestions.test.ts asks every one of them and checks none is a miss (decision 035).
const SAFETY = [
  'How do I spot a copycat token?',
  'What are the official Odin links?',
  'How do I stay safe from scams?',
];
const EVALUATE = [
  'How do I evaluate a token?',
  'Which token has the most holders?',
  'What are the top gainers?',
];
const MARKET = [
  'Which token has the most holders?',
  'What is the total market cap?',
  'What are the top gainers?',
];

/**
 * A name the engine resolves back to this very token: the ticker, unless a larger token shares it
 * (copycats), then the id.
 */
function nameFor(snapshot: MarketSnapshot, id: string): string | null {
  const token = snapshot.tokens.find((t) => t.id === id);
  if (!token) return null;
  const sameTicker = snapshot.tokens.filter((t) => t.symbol.toUpperCase() === token.symbol.toUpperCase());
  const largest = sameTicker.sort((a, b) => Number(b.marketCap ?? 0) - Number(a.marketCap ?? 0))[0];
  return largest?.id === id ? token.symbol : token.id;
}

function liveSuggestions(reply: Reply, snapshot: MarketSnapshot): string[] {
  const ids = reply.sources.flatMap((s) => (s.ref.startsWith('token:') ? [s.ref.slice(6)] : []));
  const names = ids.flatMap((id) => nameFor(snapshot, id) ?? []);
  const [first, second] = names;
  if (!first) return MARKET;
  if (second) return [`Price of ${first}`, `Compare ${first} with ${second}`, MARKET[1] ?? ''];
  const other = snapshot.popular.map((p) => nameFor(snapshot, p.id)).find((n) => n && n !== first);
  return [
    ...(other ? [`Compare ${first} with ${other}`] : []),
    'Which token has the most holders?',
    'How do I check a token before buying?',
  ];
}

function byIntent(intent: string, reply: Reply, snapshot: MarketSnapshot | null): string[] {
  switch (intent) {
    case 'secret_request':
    case 'scam_warning':
      return SAFETY;
    case 'advice_request':
    case 'out_of_job':
      return EVALUATE;
    case 'search_knowledge': {
      // Other topics than the one just answered, then one about the data.
      const article = reply.sources[0]?.ref.split('#')[0] ?? '';
      const words = article.split('-').filter((w) => w.length > 3);
      const others = TOPIC_QUESTIONS.filter(
        (q) => !words.some((w) => q.toLowerCase().includes(w.slice(0, 5))),
      );
      return [
        ...others.slice(0, 2),
        snapshot ? 'What are the top gainers?' : 'How do I stay safe from scams?',
      ];
    }
    case 'conversation':
    case 'no_match':
    case 'about_assistant':
    case 'multi_part': {
      const top = snapshot?.popular[0];
      return [
        ...TOPIC_QUESTIONS.slice(0, 2),
        top ? `How is ${top.symbol} doing today?` : (TOPIC_QUESTIONS[4] ?? ''),
      ];
    }
    default:
      return snapshot ? liveSuggestions(reply, snapshot) : TOPIC_QUESTIONS.slice(0, 3);
  }
}

/** Up to 3 follow-up questions for an answer, never the question just asked. */
export function followUpSuggestions(
  reply: Reply & { intent: string },
  question: string,
  market: MarketReader,
): string[] {
  const asked = question
    .trim()
    .toLowerCase()
    .replace(/[?!.\s]+$/, '');
  return byIntent(reply.intent, reply, market.snapshot())
    .filter((s) => s && s.toLowerCase().replace(/[?!.\s]+$/, '') !== asked)
    .slice(0, 3);
}
