import type { EvalCase } from './eval-case.js';
import { BEYOND_THE_GUIDES } from './tuning/beyond-the-guides.js';
import { GUIDE_QUESTIONS } from './tuning/knowledge.js';
import { LIVE_AND_TRAP_QUESTIONS } from './tuning/live-and-guards.js';
import { NEWCOMER_CASES } from './tuning/newcomer.js';
import { PARAPHRASES } from './tuning/paraphrases.js';

/**
 * The TUNING set: cases the team wrote while building and may tune the engine on. Its twin,
 * held-out-cases.ts, was written first by someone who never saw the guides or the engine, and is
 * never tuned on: only its score is read.
 */
export const TUNING_CASES: EvalCase[] = [
  ...GUIDE_QUESTIONS,
  ...PARAPHRASES,
  ...LIVE_AND_TRAP_QUESTIONS,
  ...BEYOND_THE_GUIDES,
  ...NEWCOMER_CASES,
];
