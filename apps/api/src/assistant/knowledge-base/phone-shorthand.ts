import { shorthandOf } from './question-words.js';

// Phone-typed shorthand spelled out for the whole message, before guardrails, the splitter and the
// capabilities read it: "wats the curve fee n wats the amm fee" is two questions joined by "and",
// "hw volatile is odin dog" asks how. questionWords spells out more for retrieval alone; these are
// only words that mean one thing wherever they stand, written in lower case ("N", "R" and "U" in
// capitals may be tickers and stay).
const SPELLED_OUT: Record<string, string> = {
  ...shorthandOf([
    'wat',
    'wot',
    'wut',
    'wats',
    'whats',
    'hw',
    'r',
    'u',
    'ur',
    'abt',
    'ppl',
    'folks',
    'peeps',
    'pls',
    'plz',
    'cuz',
    'b4',
    'thru',
  ]),
  // Shorthand only a whole message needs: retrieval drops these words anyway.
  n: 'and',
  w: 'with',
  frm: 'from',
  hav: 'have',
  nxt: 'next',
  yday: 'yesterday',
  tmrw: 'tomorrow',
  tmrow: 'tomorrow',
  tmr: 'tomorrow',
  wk: 'week',
  wks: 'weeks',
  yr: 'year',
  yrs: 'years',
  chg: 'change',
  rite: 'right',
  bc: 'because',
};

const WORD = new RegExp(
  String.raw`(?<![\w$@#'’/.-])(${Object.keys(SPELLED_OUT).join('|')})(?![\w'’@.-])`,
  'g',
);

/** The message with phone shorthand written out; "w/" and "w/o" too. */
export function spelledOut(message: string): string {
  return message
    .replace(/(?<![\w/])w\/o(?![\w/])/g, 'without')
    .replace(/(?<![\w/])w\/(?=\s)/g, 'with')
    .replace(/(?<![\w/])w\/(?=\w)/g, 'with ')
    .replace(WORD, (word: string) => SPELLED_OUT[word] ?? word);
}
