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
