import { keySpans } from './secrets/key-patterns.js';
import { type Span, seedPhraseSpans } from './secrets/seed-phrases.js';

// Recognises secrets a visitor may paste into the chat: BIP39 recovery phrases in any of the ten
// BIP39 languages (secrets/seed-phrases.ts says what counts) and private keys (hex, xprv…, WIF,
// PEM; secrets/key-patterns.ts). The chat never stores them (they are replaced by REDACTED before
// a message is written) and the assistant answers with a warning.

export const REDACTED = '[secret removed]';

/** Every secret's span, overlapping spans merged, in order. */
export function secretSpans(text: string): Span[] {
  const spans = [...seedPhraseSpans(text), ...keySpans(text)].sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export function containsPastedSecret(text: string): boolean {
  return secretSpans(text).length > 0;
}

function redactSpans(text: string, spans: Span[]): string {
  let out = text;
  for (const [start, end] of [...spans].reverse()) out = out.slice(0, start) + REDACTED + out.slice(end);
  return out;
}

/** The text with every pasted secret replaced by "[secret removed]". */
export function redactSecrets(text: string): string {
  return redactSpans(text, secretSpans(text));
}

export interface AcrossMessages {
  /** The previous message, with the part of a secret it held removed (unchanged when none). */
  previous: string;
  current: string;
  /** A secret was found in the current message, alone or together with the previous one. */
  found: boolean;
}

/**
 * A phrase pasted in two halves over two consecutive messages: the two are read as one text (the
 * previous message's tail, a line break, the new one), and each message loses its part of any
 * secret. The chat stores `current` and rewrites the stored previous message when it changed.
 */
export function redactAcrossMessages(previous: string, current: string): AcrossMessages {
  const joined = `${previous}\n${current}`;
  const offset = previous.length + 1;
  const spans = secretSpans(joined).filter(([, end]) => end > offset);
  const inPrevious = spans
    .filter(([start]) => start < previous.length)
    .map(([s, e]): Span => [s, Math.min(e, previous.length)]);
  const inCurrent = spans.map(([s, e]): Span => [Math.max(s, offset) - offset, e - offset]);
  return {
    previous: redactSpans(previous, inPrevious),
    current: redactSpans(current, inCurrent),
    found: inCurrent.length > 0,
  };
}
