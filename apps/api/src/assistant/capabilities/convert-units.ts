import { guideSources } from '../knowledge-base/guide-source.js';
import type { Reply } from '../reply.js';
import { type BtcUnit, convertAmount, UNIT_RATES, unitLabel, unitOf } from './btc-amount.js';
import { defineCapability } from './capability.js';

// "API price 330189 means how much sats?", "1 btc = how many msat", "50,000 sats in btc": a unit
// conversion. The guides state the rates (1 BTC = 100,000,000 sats, 1 sat = 1,000 millisats, the
// API reports prices in millisats); the figure is the visitor's own number converted, so no
// number appears that the guides or the visitor did not give. Retrieval only quoted the rates.
const UNIT = '(msats?|milli-?sats?|milli-?satoshis?|sats?|satoshis?|btc|bitcoins?)';
// "one whole bitcoin", "a single sat": an amount in words.
// "1e-4 btc": scientific notation as a calculator writes it.
const NUMBER = String.raw`(\d(?:\.\d+)?e-?\d+|\d[\d,]*(?:\.\d+)?|\.\d+|\b(?:one|a|a single)(?:\s+whole)?(?=\s+(?:btc|bitcoin|sat|millisat|msat)\b))`;
// The amount given: "330189 msat", "0.5 btc", or an API price ("api price 330189": millisats).
const AMOUNT = new RegExp(String.raw`${NUMBER}\s*${UNIT}\b`, 'i');
const API_PRICE = new RegExp(
  String.raw`\b(?:api|raw data|docs?|documentation)\b(?:'s)?[^?.!]{0,50}?\bprice["']?\s*(?:is\s+|of\s+|as\s+|at\s+|=\s*|:\s*)?${NUMBER}\b(?!\s*(?:m?sats?|millisats?|btc|bitcoins?|%|usd|\$))`,
  'i',
);
// "i see "price": 330189 in the api response": the API named after the price it shows.
const API_PRICE_AFTER = new RegExp(
  String.raw`\bprice["']?\s*(?:is\s+|of\s+|=\s*|:\s*)${NUMBER}\b(?!\s*(?:m?sats?|millisats?|btc|bitcoins?|%|usd|\$))(?=[^?.!]{0,40}\b(?:api|raw data|json|response|endpoint)\b)`,
  'i',
);
// "the /balances endpoint returned 500000000000 for btc": a BTC amount as the API gives it, in
// millisats (the guides: the unit Odin's API counts BTC in). Only a bare number of four or more
// digits beside the API and BTC: "btc" after the number or a "btc balance" before it.
const API_BTC =
  /(?:\b(?:api|endpoint|json|response|raw data)\b|\/balances?\b)[^?!]{0,60}?(?<![\d.])(\d{4,}|\d{1,3}(?:,\d{3})+)\b(?!\s*(?:m?sats?|millisats?|btc|bitcoins?|%|usd|\$|tokens?))(?=\s+(?:for|of|in)\s+(?:the\s+)?btc\b|[^?.!]{0,3}$|[^?.!]{0,3}[?.!,])/i;
const NAMES_BTC_BALANCE =
  /\bbtc\b[^?.!]{0,25}\bbalance\b|\bbalance\b[^?.!]{0,25}\bbtc\b|\bfor (?:the )?btc\b/i;
// "1 btc = how many msat", "how many sats is that", "in sats", "to btc", "mean how much sats".
const TARGET = new RegExp(
  String.raw`\bhow (?:many|much)\b[^?.!\d]{0,25}?\b${UNIT}\b|\b(?:in|into|to|as|=|equals?|mean(?:s)?(?: how (?:many|much))?)\s+${UNIT}\b|${UNIT}\?*\s*$`,
  'i',
);

// "What fee does a 0.1 BTC buy pay in sats", "minimum deposit in sats": an amount inside another
// question (fees, limits, trades) is that question's, which the guides answer.
const OTHER_QUESTION =
  /\b(?:fees?|cost|costs|pay|pays|paid|charge[sd]?|commission|minimum|min|max|maximum|deposit\w*|withdraw\w*|buy|buys|sell|sells|swap|trade|trades|worth of|impact|slippage|market cap|mcap)\b/i;

/** The conversion a question asks for, or null when it asks none. */
export function conversionAsked(question: string): { amount: number; from: BtcUnit; to: BtcUnit } | null {
  if (OTHER_QUESTION.test(question)) return null;
  const price = API_PRICE.exec(question) ?? API_PRICE_AFTER.exec(question);
  const balance = price || !NAMES_BTC_BALANCE.test(question) ? null : API_BTC.exec(question);
  const api = price ?? balance;
  const given = api ? null : AMOUNT.exec(question);
  const raw = api?.[1] ?? given?.[1];
  if (!raw) return null;
  const from: BtcUnit = api ? 'msat' : unitOf(given?.[2] ?? '');
  // The target unit is read outside the amount, so "0.5 btc in sats" is not read as btc to btc.
  const rest = question.replace((api ?? given)?.[0] ?? '', ' ').replace(/\bfor (?:the )?btc\b/i, ' ');
  const target = TARGET.exec(rest);
  // An API price is shown in sats per token; an API balance reads best in BTC.
  const to = target ? unitOf(target.slice(1).find(Boolean) ?? '') : price ? 'sat' : balance ? 'btc' : null;
  if (!to || to === from) return null;
  const amount = /^[a-z]/i.test(raw) ? 1 : Number(raw.replace(/,/g, ''));
  return Number.isFinite(amount) ? { amount, from, to } : null;
}

export const convertUnits = defineCapability({
  name: 'convert_units',
  description: 'Converts an amount between BTC, sats and millisats (the unit Odin API prices use).',
  embedded: {
    matches: ({ question }) => conversionAsked(question) !== null,
    async answer({ kb, question }): Promise<Reply | null> {
      const asked = conversionAsked(question);
      if (!asked) return null;
      const result = convertAmount(asked.amount, asked.from, asked.to);
      const api =
        asked.from === 'msat'
          ? " Odin's API counts BTC in millisats and reports prices in millisats; ODAI shows sats."
          : '';
      return {
        markdown: `**${unitLabel(asked.amount, asked.from)} = ${unitLabel(result, asked.to)}.** ${UNIT_RATES}${api}`,
        sources: guideSources(kb, ['glossary#sats-and-millisats']),
      };
    },
  },
});
