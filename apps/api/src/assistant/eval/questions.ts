/**
 * The evaluation set: questions visitors ask, with the facts a correct answer must contain
 * (`expect`, all must match), what it must not say (`forbid`), and a source it must cite
 * (`cites`, a ref prefix). `before` replays earlier questions so follow-ups have a history.
 * Live-data questions run against the fixed market in test-support, so figures are exact.
 */
export type Topic =
  | 'odin'
  | 'runes'
  | 'bonding-curve'
  | 'amm'
  | 'launch'
  | 'fees'
  | 'deposits'
  | 'security'
  | 'strategy'
  | 'analytics'
  | 'glossary'
  | 'about'
  | 'network'
  | 'live'
  | 'follow-up'
  | 'trap'
  | 'no-match';

export interface EvalQuestion {
  topic: Topic;
  question: string;
  expect: RegExp[];
  forbid?: RegExp[];
  cites?: string;
  before?: string[];
}

import { GUIDE_QUESTIONS } from './questions-guides.js';
import { LIVE_AND_TRAP_QUESTIONS } from './questions-live.js';

export const QUESTIONS: EvalQuestion[] = [...GUIDE_QUESTIONS, ...LIVE_AND_TRAP_QUESTIONS];
