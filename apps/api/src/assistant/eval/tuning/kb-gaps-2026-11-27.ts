import { know } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// Two gaps an outsider's ten questions exposed on 2026-11-27 (asked at 892addb): what happens to a
// balance when the visitor signs in with another wallet, and how Runes leave Odin. The guides had
// no section for either. Written by the lead before the sections were added: 0/8 at bf364d9 (6
// wrong-topic, 2 declined), 7/8 after ("has not graduated yet" still gets the BTC withdrawal steps).
// The Runes answer is partly "not documented", which the cases expect.

const OTHER_ACCOUNT = /different|another|new/i;
const STAYS = /stays with the old|withdraw from the old/i;
const ETCHED = /etched/i;
const NOT_DOCUMENTED = /not document|do not say|not (?:published|known)/i;

export const KB_GAPS_2026_11_27: EvalCase[] = [
  know('sign-in', 'do i lose my balance if i switch wallets', [OTHER_ACCOUNT, STAYS], STAYS),
  know('sign-in', 'ok and if i switch from xverse to unisat do i lose my balance or nah', [STAYS], STAYS),
  know('sign-in', 'can i move my odin account to a new wallet?', [STAYS], STAYS),
  know('sign-in', 'is my odin account tied to the wallet i log in with?', [OTHER_ACCOUNT], OTHER_ACCOUNT),
  know('deposits', 'how do i withdraw my runes to a taproot address', [ETCHED, NOT_DOCUMENTED], ETCHED),
  know('deposits', 'can i take my odin coins out to unisat as runes', [ETCHED, NOT_DOCUMENTED], ETCHED),
  know('deposits', 'which tokens can i withdraw as runes?', [ETCHED], ETCHED),
  know(
    'deposits',
    'can i withdraw a coin that has not graduated yet to my bitcoin wallet?',
    [ETCHED],
    ETCHED,
  ),
];
