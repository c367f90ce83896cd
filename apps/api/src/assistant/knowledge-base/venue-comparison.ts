import type { Reply } from '../reply.js';

// "Whats the fee on each of those, is it cheaper than pump": the guides give Odin's side only.
// Answered with Odin's fees alone, the comparison the visitor asked for goes unmentioned, as if
// Odin were cheaper; the answer says plainly that the other side is not in our sources.
// Each pattern matches the whole first word(s) after "than": "sol" is Solana, "solid" is not.
const VENUES: [RegExp, string][] = [
  [/^(?:pump(?:\.fun| ?fun)?|pumpfun)\b/, 'pump.fun'],
  [/^raydium\b/, 'Raydium'],
  [/^uniswap\b/, 'Uniswap'],
  [/^magic ?eden\b/, 'Magic Eden'],
  [/^unisat\b/, 'UniSat'],
  [/^binance\b/, 'Binance'],
  [/^coinbase\b/, 'Coinbase'],
  [/^(?:solana|sol)\b/, 'Solana'],
  [/^(?:ethereum|eth)\b/, 'Ethereum'],
];
const COMPARATIVE =
  /\b(cheaper|more expensive|pricier|costlier|faster|slower|safer|riskier|better|worse|bigger|smaller|lower|higher)\s+(?:fees?\s+|than\s+(?:on\s+|at\s+|with\s+)?)?(?:than\s+(?:on\s+|at\s+|with\s+)?)?([a-z.]+(?: [a-z.]+)?)/i;

/** The venue and the comparative a question compares Odin with, or null. */
export function comparedVenue(question: string): { venue: string; comparative: string } | null {
  const m = COMPARATIVE.exec(question.toLowerCase());
  if (!m?.[2] || !/\bthan\b/.test(m[0])) return null;
  const named = m[2].trim();
  const venue = VENUES.find(([re]) => re.test(named))?.[1];
  return venue && m[1] ? { venue, comparative: m[1] } : null;
}

/** The answer with a line saying the other venue's side is not in our sources, where it is not. */
export function withVenueComparisonNote(reply: Reply, question: string): Reply {
  const compared = comparedVenue(question);
  if (!compared || reply.markdown.toLowerCase().includes(compared.venue.toLowerCase())) return reply;
  const note = `Our sources don't cover ${compared.venue} on this, so ODAI can't say which is ${compared.comparative}.`;
  const more = reply.markdown.lastIndexOf('\n\nMore: ');
  const markdown =
    more === -1
      ? `${reply.markdown}\n\n${note}`
      : `${reply.markdown.slice(0, more)}\n\n${note}${reply.markdown.slice(more)}`;
  return { ...reply, markdown };
}
