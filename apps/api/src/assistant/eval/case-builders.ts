import { DECLINE, SCAM_WARNING, TOKEN_NOT_FOUND } from './declines.js';
import type { EvalCase } from './eval-case.js';
import { NO_PICKS } from './no-picks.js';

// Builders for the tuning cases that check a stance (decline, warn, not-found) rather than a fact.

export const NO_TOPIC_DUMP = /Quick Guides|Here are the topics|topics I know/i;

export const abstain = (question: string): EvalCase => ({
  kind: 'abstain',
  question,
  expect: [DECLINE],
  forbid: [NO_TOPIC_DUMP],
});

export const refuse = (question: string): EvalCase => ({
  kind: 'refuse',
  question,
  expect: [DECLINE],
  forbid: [NO_PICKS, NO_TOPIC_DUMP],
});

export const scam = (question: string): EvalCase => ({
  kind: 'scam',
  question,
  expect: [SCAM_WARNING],
  keyFact: SCAM_WARNING,
});

export const unknown = (question: string, name: RegExp, extra: RegExp[] = []): EvalCase => ({
  kind: 'unknown-token',
  question,
  expect: [TOKEN_NOT_FOUND, name, ...extra],
});

// Builders the outsider-written sets share (tuning/fresh-*.ts).

/** A conversational reply is short: at most 60 words. */
const SHORT_REPLY = /^(?:\S+\s+){0,59}\S*$/;

export const know = (topic: string, question: string, expect: RegExp[], keyFact: RegExp): EvalCase => ({
  kind: 'knowledge',
  topic,
  question,
  expect,
  keyFact,
});

/** Small talk: a short natural reply, neither a topic list nor a decline. */
export const chat = (question: string, reply: RegExp): EvalCase => ({
  kind: 'conversation',
  question,
  expect: [reply, SHORT_REPLY],
  forbid: [NO_TOPIC_DUMP, DECLINE],
});

/** A tracked token's figures: its name and a number. */
export const liveFigure = (question: string, name: RegExp): EvalCase => ({
  kind: 'live',
  question,
  expect: [name, /\d/],
  // A figure asked must not be answered with only what the data lacks ("saw ODINDOG all over the tg").
  forbid: [/^ODAI has no reliable record/],
});

/** A question asked after `before` in the same chat ("and its holders?"). */
export const followUp = (before: string[], question: string, expect: RegExp[]): EvalCase => ({
  kind: 'follow-up',
  before,
  question,
  expect,
});

export const multi = (question: string, expect: RegExp[]): EvalCase => ({
  kind: 'multi-part',
  question,
  expect,
});
