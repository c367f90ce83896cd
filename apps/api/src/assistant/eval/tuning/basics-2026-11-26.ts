import { know, liveFigure as live } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// The plainest questions a first-time visitor asks, found declined while probing on 2026-11-26:
// "how does odin.fun work" was answered "no reliable answer" (a question of platform words only,
// asked as "how", matched only a listed "what is" question). Written by the lead before the changes
// they led to; scored on main at 27257e6: 1/9 (8 declined), 9/9 after.

const OVERVIEW = [/launchpad/i, /Internet Computer|\bICP\b/i];
const SAFE = /seed phrase|official|odin\.fun domain/i;

export const BASICS_2026_11_26: EvalCase[] = [
  know('odin', 'how does odin.fun work?', OVERVIEW, /launchpad/i),
  know('odin', 'how does odin work', OVERVIEW, /launchpad/i),
  know('odin', 'how do i use odin.fun', OVERVIEW, /launchpad/i),
  know('odin', 'how does this platform work', OVERVIEW, /launchpad/i),
  know('odin', 'how does it work', OVERVIEW, /launchpad/i),
  know('security', 'is odin.fun legit', [SAFE], SAFE),
  know('security', 'is odin a scam?', [SAFE], SAFE),
  know('security', 'is it legit', [SAFE], SAFE),
  live('yo is ODINDOG legit', /cannot prove a token is safe[\s\S]*ODINDOG/i),
];
