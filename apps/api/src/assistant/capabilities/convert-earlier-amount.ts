import { guideSources } from '../knowledge-base/guide-source.js';
import type { Reply } from '../reply.js';
import { lastAnswer } from '../session/last-turn.js';
import { type BtcUnit, convertAmount, UNIT_RATES, unitLabel, unitOf } from './btc-amount.js';
import { defineCapability } from './capability.js';

// "how much btc goes into the pool?" → "0.2 BTC …" → "how much is that in sats?": the amount the
// last answer led with, in another unit. convert-units.ts converts an amount the visitor types;
// here the visitor points at ours.
const UNIT = '(msats?|milli-?sats?|millisatoshis?|sats?|satoshis?|btc|bitcoins?)';

// "how much is that in sats?", "and in btc?", "that in sats pls", "how many sats is that".
const THAT_IN_UNIT = new RegExp(
  String.raw`^\s*(?:(?:ok(?:ay)?|and|so|cool|nice|thanks|thx)[\s,]+)*(?:(?:how much|what)\s+(?:is|'s|are|would)\s+(?:that|it|this|those|these)(?:\s+be)?\s+|(?:that|it)\s+)?(?:in|into|to|as)\s+${UNIT}(?:\s+(?:pls|please|then))?\s*\?*\s*$|^\s*(?:(?:ok(?:ay)?|and|so)[\s,]+)?how many\s+${UNIT}\s+(?:is|are|would be)\s+(?:that|it|this|those)\s*\?*\s*$`,
  'i',
);
const AMOUNT = new RegExp(String.raw`(?<![\w.])(\d[\d,]*(?:\.\d+)?)\s*${UNIT}(?![\w])`, 'gi');
// More than this in one lead is a list, not "that".
const MAX_AMOUNTS = 3;

/** The target unit of a "that in sats" follow-up, or null when the question is no such thing. */
export function unitAskedOfThat(question: string): BtcUnit | null {
  const m = THAT_IN_UNIT.exec(question);
  const word = m?.slice(1).find(Boolean);
  return word ? unitOf(word) : null;
}

/**
 * The amounts in the first paragraph of an answer, each once, to convert to `to`; none when it
 * already gives one in `to` ("about 4.76 sats per token … 0.2 BTC": "and in sats?" is not the BTC).
 */
export function leadAmounts(markdown: string, to: BtcUnit): { amount: number; from: BtcUnit }[] {
  const lead = markdown.split(/\n\s*\n/)[0] ?? '';
  const seen = new Set<string>();
  const amounts: { amount: number; from: BtcUnit }[] = [];
  for (const m of lead.matchAll(AMOUNT)) {
    const from = unitOf(m[2] ?? '');
    const amount = Number((m[1] ?? '').replace(/,/g, ''));
    const key = `${amount} ${from}`;
    if (from === to) return [];
    if (!Number.isFinite(amount) || seen.has(key)) continue;
    seen.add(key);
    amounts.push({ amount, from });
  }
  return amounts;
}

function conversions(question: string, markdown: string): string[] {
  const to = unitAskedOfThat(question);
  if (!to) return [];
  const amounts = leadAmounts(markdown, to);
  if (amounts.length === 0 || amounts.length > MAX_AMOUNTS) return [];
  return amounts.map(({ amount, from }) => {
    return `${unitLabel(amount, from)} = ${unitLabel(convertAmount(amount, from, to), to)}`;
  });
}

export const convertEarlierAmount = defineCapability({
  name: 'convert_earlier_amount',
  description: 'Converts the amount the last answer gave into BTC or sats ("how much is that in sats?").',
  embedded: {
    matches: ({ question, history }) => conversions(question, lastAnswer(history)?.message ?? '').length > 0,
    async answer({ kb, question, history }): Promise<Reply | null> {
      const lines = conversions(question, lastAnswer(history)?.message ?? '');
      if (lines.length === 0) return null;
      const body = lines.length === 1 ? `**${lines[0]}.**` : lines.map((l) => `- ${l}`).join('\n');
      return {
        markdown: `${body}\n\n${UNIT_RATES}`,
        sources: guideSources(kb, ['glossary#sats-and-millisats']),
      };
    },
  },
});
