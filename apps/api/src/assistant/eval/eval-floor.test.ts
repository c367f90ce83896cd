import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import type { EvalCase } from './eval-case.js';
import { HELD_OUT_CASES } from './held-out-cases.js';
import { evalMetrics } from './metrics.js';
import { type CaseResult, scoreCases } from './score.js';
import { COVERAGE_2026_11_25 } from './tuning/coverage-2026-11-25.js';
import { FRESH_2026_11_24C } from './tuning/fresh-2026-11-24c.js';
import { FRESH_2026_11_24D } from './tuning/fresh-2026-11-24d.js';
import { FRESH_2026_11_25 } from './tuning/fresh-2026-11-25.js';
import { FRESH_2026_11_25F } from './tuning/fresh-2026-11-25f.js';
import { FRESH_2026_11_26AA } from './tuning/fresh-2026-11-26aa.js';
import { FRESH_2026_11_26AB } from './tuning/fresh-2026-11-26ab.js';
import { FRESH_2026_11_26AC } from './tuning/fresh-2026-11-26ac.js';
import { FRESH_2026_11_26AD } from './tuning/fresh-2026-11-26ad.js';
import { FRESH_2026_11_26AE } from './tuning/fresh-2026-11-26ae.js';
import { FRESH_2026_11_26AF } from './tuning/fresh-2026-11-26af.js';
import { FRESH_2026_11_26AG } from './tuning/fresh-2026-11-26ag.js';
import { FRESH_2026_11_26AH } from './tuning/fresh-2026-11-26ah.js';
import { FRESH_2026_11_26AI } from './tuning/fresh-2026-11-26ai.js';
import { FRESH_2026_11_26AJ } from './tuning/fresh-2026-11-26aj.js';
import { FRESH_2026_11_26AK } from './tuning/fresh-2026-11-26ak.js';
import { FRESH_2026_11_26AL } from './tuning/fresh-2026-11-26al.js';
import { FRESH_2026_11_26AM } from './tuning/fresh-2026-11-26am.js';
import { FRESH_2026_11_26AN } from './tuning/fresh-2026-11-26an.js';
import { FRESH_2026_11_26AO } from './tuning/fresh-2026-11-26ao.js';
import { FRESH_2026_11_26AP } from './tuning/fresh-2026-11-26ap.js';
import { FRESH_2026_11_26AQ } from './tuning/fresh-2026-11-26aq.js';
import { FRESH_2026_11_26AR } from './tuning/fresh-2026-11-26ar.js';
import { FRESH_2026_11_26AS } from './tuning/fresh-2026-11-26as.js';
import { FRESH_2026_11_26AT } from './tuning/fresh-2026-11-26at.js';
import { FRESH_2026_11_26AU } from './tuning/fresh-2026-11-26au.js';
import { FRESH_2026_11_26AV } from './tuning/fresh-2026-11-26av.js';
import { FRESH_2026_11_26AW } from './tuning/fresh-2026-11-26aw.js';
import { FRESH_2026_11_26AX } from './tuning/fresh-2026-11-26ax.js';
import { FRESH_2026_11_26AY } from './tuning/fresh-2026-11-26ay.js';
import { FRESH_2026_11_26AZ } from './tuning/fresh-2026-11-26az.js';
import { FRESH_2026_11_26BA } from './tuning/fresh-2026-11-26ba.js';
import { FRESH_2026_11_26BB } from './tuning/fresh-2026-11-26bb.js';
import { FRESH_2026_11_26BC } from './tuning/fresh-2026-11-26bc.js';
import { FRESH_2026_11_26BD } from './tuning/fresh-2026-11-26bd.js';
import { FRESH_2026_11_26BE } from './tuning/fresh-2026-11-26be.js';
import { FRESH_2026_11_26BF } from './tuning/fresh-2026-11-26bf.js';
import { FRESH_2026_11_26G } from './tuning/fresh-2026-11-26g.js';
import { FRESH_2026_11_26H } from './tuning/fresh-2026-11-26h.js';
import { FRESH_2026_11_26I } from './tuning/fresh-2026-11-26i.js';
import { FRESH_2026_11_26J } from './tuning/fresh-2026-11-26j.js';
import { FRESH_2026_11_26K } from './tuning/fresh-2026-11-26k.js';
import { FRESH_2026_11_26L } from './tuning/fresh-2026-11-26l.js';
import { FRESH_2026_11_26M } from './tuning/fresh-2026-11-26m.js';
import { FRESH_2026_11_26N } from './tuning/fresh-2026-11-26n.js';
import { FRESH_2026_11_26O } from './tuning/fresh-2026-11-26o.js';
import { FRESH_2026_11_26P } from './tuning/fresh-2026-11-26p.js';
import { FRESH_2026_11_26Q } from './tuning/fresh-2026-11-26q.js';
import { FRESH_2026_11_26R } from './tuning/fresh-2026-11-26r.js';
import { FRESH_2026_11_26S } from './tuning/fresh-2026-11-26s.js';
import { FRESH_2026_11_26T } from './tuning/fresh-2026-11-26t.js';
import { FRESH_2026_11_26U } from './tuning/fresh-2026-11-26u.js';
import { FRESH_2026_11_26V } from './tuning/fresh-2026-11-26v.js';
import { FRESH_2026_11_26W } from './tuning/fresh-2026-11-26w.js';
import { FRESH_2026_11_26X } from './tuning/fresh-2026-11-26x.js';
import { FRESH_2026_11_26Y } from './tuning/fresh-2026-11-26y.js';
import { FRESH_2026_11_26Z } from './tuning/fresh-2026-11-26z.js';
import { FRESH_2026_11_27BG } from './tuning/fresh-2026-11-27bg.js';
import { FRESH_2026_11_27BH } from './tuning/fresh-2026-11-27bh.js';
import { FRESH_2026_11_27BI } from './tuning/fresh-2026-11-27bi.js';
import { FRESH_2026_11_27BJ } from './tuning/fresh-2026-11-27bj.js';
import { FRESH_2026_11_27BK } from './tuning/fresh-2026-11-27bk.js';
import { FRESH_2026_11_27BL } from './tuning/fresh-2026-11-27bl.js';
import { FRESH_2026_11_27BM } from './tuning/fresh-2026-11-27bm.js';
import { FRESH_2026_11_27BN } from './tuning/fresh-2026-11-27bn.js';
import { FRESH_2026_11_27BO } from './tuning/fresh-2026-11-27bo.js';
import { FRESH_2026_11_27BP } from './tuning/fresh-2026-11-27bp.js';
import { FRESH_2026_11_27BQ } from './tuning/fresh-2026-11-27bq.js';
import { FRESH_2026_11_27BR } from './tuning/fresh-2026-11-27br.js';
import { FRESH_2026_11_27BS } from './tuning/fresh-2026-11-27bs.js';
import { FRESH_2026_11_27BT } from './tuning/fresh-2026-11-27bt.js';
import { FRESH_2026_11_27BU } from './tuning/fresh-2026-11-27bu.js';
import { FRESH_2026_11_27BV } from './tuning/fresh-2026-11-27bv.js';
import { FRESH_2026_11_27BW } from './tuning/fresh-2026-11-27bw.js';
import { FRESH_2026_11_27BX } from './tuning/fresh-2026-11-27bx.js';
import { FRESH_2026_11_27BY } from './tuning/fresh-2026-11-27by.js';
import { FRESH_2026_11_27BZ } from './tuning/fresh-2026-11-27bz.js';
import { FRESH_2026_11_27CA } from './tuning/fresh-2026-11-27ca.js';
import { FRESH_2026_11_27CB } from './tuning/fresh-2026-11-27cb.js';
import { FRESH_2026_11_27CC } from './tuning/fresh-2026-11-27cc.js';
import { FRESH_2026_11_27CD } from './tuning/fresh-2026-11-27cd.js';
import { FRESH_2026_11_27CE } from './tuning/fresh-2026-11-27ce.js';
import { FRESH_2026_11_27CF } from './tuning/fresh-2026-11-27cf.js';
import { FRESH_2026_11_27CG } from './tuning/fresh-2026-11-27cg.js';
import { FRESH_2026_11_27CH } from './tuning/fresh-2026-11-27ch.js';
import { FRESH_2026_11_27CI } from './tuning/fresh-2026-11-27ci.js';
import { FRESH_2026_11_27CJ } from './tuning/fresh-2026-11-27cj.js';
import { FRESH_2026_11_27CK } from './tuning/fresh-2026-11-27ck.js';
import { FRESH_2026_11_27CL } from './tuning/fresh-2026-11-27cl.js';
import { FRESH_2026_11_27CM } from './tuning/fresh-2026-11-27cm.js';
import { FRESH_2026_11_27CN } from './tuning/fresh-2026-11-27cn.js';
import { FRESH_2026_11_27CO } from './tuning/fresh-2026-11-27co.js';
import { FRESH_2026_11_27CP } from './tuning/fresh-2026-11-27cp.js';
import { FRESH_2026_11_27CQ } from './tuning/fresh-2026-11-27cq.js';
import { FRESH_2026_11_27CR } from './tuning/fresh-2026-11-27cr.js';
import { FRESH_2026_11_27CS } from './tuning/fresh-2026-11-27cs.js';
import { FRESH_2026_11_27CT } from './tuning/fresh-2026-11-27ct.js';
import { FRESH_2026_11_27CU } from './tuning/fresh-2026-11-27cu.js';
import { FRESH_2026_11_27CV } from './tuning/fresh-2026-11-27cv.js';
import { FRESH_2026_11_27CW } from './tuning/fresh-2026-11-27cw.js';
import { FRESH_2026_11_27CX } from './tuning/fresh-2026-11-27cx.js';
import { FRESH_2026_11_27CY } from './tuning/fresh-2026-11-27cy.js';
import { FRESH_2026_11_27CZ } from './tuning/fresh-2026-11-27cz.js';
import { FRESH_2026_11_27DA } from './tuning/fresh-2026-11-27da.js';
import { FRESH_2026_11_27DB } from './tuning/fresh-2026-11-27db.js';
import { FRESH_2026_11_27DC } from './tuning/fresh-2026-11-27dc.js';
import { FRESH_2026_11_27DD } from './tuning/fresh-2026-11-27dd.js';
import { FRESH_2026_11_27DE } from './tuning/fresh-2026-11-27de.js';
import { FRESH_2026_11_27DF } from './tuning/fresh-2026-11-27df.js';
import { FRESH_2026_11_27DG } from './tuning/fresh-2026-11-27dg.js';
import { FRESH_2026_11_28DH } from './tuning/fresh-2026-11-28dh.js';
import { FRESH_2026_11_28DI } from './tuning/fresh-2026-11-28di.js';
import { FRESH_2026_11_28DJ } from './tuning/fresh-2026-11-28dj.js';
import { FRESH_2026_11_28DK } from './tuning/fresh-2026-11-28dk.js';
import { FRESH_2026_11_28DL } from './tuning/fresh-2026-11-28dl.js';
import { FRESH_2026_11_28DM } from './tuning/fresh-2026-11-28dm.js';
import { FRESH_2026_11_28DN } from './tuning/fresh-2026-11-28dn.js';
import { FRESH_2026_11_28DO } from './tuning/fresh-2026-11-28do.js';
import { FRESH_2026_11_28DP } from './tuning/fresh-2026-11-28dp.js';
import { FRESH_2026_11_28DQ } from './tuning/fresh-2026-11-28dq.js';
import { FRESH_2026_11_28DR } from './tuning/fresh-2026-11-28dr.js';
import { FRESH_2026_11_28DS } from './tuning/fresh-2026-11-28ds.js';
import { FRESH_2026_11_28DT } from './tuning/fresh-2026-11-28dt.js';
import { FRESH_2026_11_28DU } from './tuning/fresh-2026-11-28du.js';
import { FRESH_2026_11_28DV } from './tuning/fresh-2026-11-28dv.js';
import { FRESH_2026_11_28DW } from './tuning/fresh-2026-11-28dw.js';
import { FRESH_2026_11_28DX } from './tuning/fresh-2026-11-28dx.js';
import { FRESH_2026_11_28DY } from './tuning/fresh-2026-11-28dy.js';
import { FRESH_2026_11_28DZ } from './tuning/fresh-2026-11-28dz.js';
import { FRESH_2026_11_28EA } from './tuning/fresh-2026-11-28ea.js';
import { FRESH_2026_11_28EB } from './tuning/fresh-2026-11-28eb.js';
import { FRESH_2026_11_28EC } from './tuning/fresh-2026-11-28ec.js';
import { FRESH_2026_11_28ED } from './tuning/fresh-2026-11-28ed.js';
import { FRESH_2026_11_28EE } from './tuning/fresh-2026-11-28ee.js';
import { FRESH_2026_11_28EF } from './tuning/fresh-2026-11-28ef.js';
import { FRESH_2026_11_28EG } from './tuning/fresh-2026-11-28eg.js';
import { FRESH_2026_11_28EH } from './tuning/fresh-2026-11-28eh.js';
import { FRESH_2026_11_28EI } from './tuning/fresh-2026-11-28ei.js';
import { FRESH_2026_11_29EJ } from './tuning/fresh-2026-11-29ej.js';
import { FRESH_2026_11_29EK } from './tuning/fresh-2026-11-29ek.js';
import { FRESH_2026_11_29EL } from './tuning/fresh-2026-11-29el.js';
import { FRESH_2026_11_29EM } from './tuning/fresh-2026-11-29em.js';
import { FRESH_2026_11_29EN } from './tuning/fresh-2026-11-29en.js';
import { FRESH_2026_11_29EO } from './tuning/fresh-2026-11-29eo.js';
import { FRESH_2026_11_29EP } from './tuning/fresh-2026-11-29ep.js';
import { FRESH_2026_11_29EQ } from './tuning/fresh-2026-11-29eq.js';
import { KB_GAPS_2026_11_27 } from './tuning/kb-gaps-2026-11-27.js';
import {
  TOKENS_MULTI_2026_11_25,
  TOKENS_MULTI_2026_11_25_B,
  TOKENS_MULTI_2026_11_25_C,
} from './tuning/tokens-multi-2026-11-25.js';
import { TUNING_CASES } from './tuning-cases.js';

// Regression floors: a change that loses answers fails here. They sit at or just below what the
// engine scores today (see `pnpm eval`); the targets are in docs/benchmarks.md. Held-out
// failures are reported only as figures, never as questions, so nobody tunes on them.
// The newest outsider sets (C, D, E, F, G, H, I) and the token/multi-part probes have floors of their own at their scores when they joined: the
// rest of the tuning set keeps its higher floor, and none has to drop because harder questions arrived.
// Set E (fresh-2026-11-25) joined unscored-for-tuning at 85/100 with 9 wrong-topic answers; its floor
// is that score minus 0.5 points, so the team can tune on it without the old floors moving.
interface Floor {
  good: number;
  wrongTopic: number;
}

const FLOORS = {
  tuning: { good: 0.998, wrongTopic: 1 },
  freshC: { good: 0.965, wrongTopic: 4 },
  freshD: { good: 0.85, wrongTopic: 7 },
  freshE: { good: 0.845, wrongTopic: 9 },
  // 22/44 when written, 44/44 after the commits that followed it; the second round 13/20 when
  // written, 20/20 after; the third round 0/13 when written, 13/13 after: 77/77.
  tokensMulti: { good: 0.98, wrongTopic: 1 },
  // Set F (fresh-2026-11-25f) joined at 91/100 with 7 wrong-topic answers, scored before any tuning.
  freshF: { good: 0.905, wrongTopic: 7 },
  // Set G (fresh-2026-11-26g, typed as on a phone) joined at 82/100 with 8 wrong-topic answers,
  // scored before any tuning; its floor is its score since: 84/100 with 7 after the unknown-token slots,
  // 89/100 with 3 after the guide phrasings (custody, deposits, slippage, supply, sats), 91/100 with 1
  // once the details the sources do not give had sections saying so, 92/100 once "fee on the curve
  // n fee on the amm" was split in two (wrong-topic 0).
  freshG: { good: 0.92, wrongTopic: 0 },
  // Set H (fresh-2026-11-26h) joined at 88/100 with 5 wrong-topic answers, scored before any tuning;
  // 90/100 with 4 after the unknown-token slots; 93/100 with 3 once mentions of buying, selling
  // or code were no longer read as requests; 98/100 with 2 once chatter around a question
  // (intensifiers, "brand new", idioms, a self-introduction) no longer sank it; 100/100 with 0 once
  // a guide's stance on what nobody publishes leads its answer.
  freshH: { good: 1, wrongTopic: 0 },
  // Set I (fresh-2026-11-26i, social-media claims to check) joined at 77/100 with 9 wrong-topic
  // answers, scored before any tuning; 83/100 once where a claim was heard ("saw a tweet saying",
  // "i read on reddit") no longer read as the topic; 91/100 with 5 once concepts named by what they do
  // ("before the token goes to the pool", "the wiggle room setting") read as the guides' words.
  // 92/100 once "price multiply by what" asked for a formula, not a ranking.
  // 93/100 once the volatility section listed the dashboard-label phrasing.
  // 94/100 once "what u can do" (statement word order) asked for the abilities.
  freshI: { good: 0.94, wrongTopic: 5 },
  // Set J (fresh-2026-11-26j, the mix of a real help widget) joined at 87/100 with 5 wrong-topic
  // answers, scored before any tuning.
  freshJ: { good: 0.865, wrongTopic: 5 },
  // Set K (fresh-2026-11-26k, pump.fun/Ordinals words, mid-task, one-word messages) joined at 86/100
  // with 6 wrong-topic answers, scored before any tuning; 90/100 once a made-up ticker before "close
  // to ascension", an introduction naming a chain, "wagmi" and paid placement offered upfront were read;
  // 99/100 with 1 once pump.fun's words (migrate to raydium, graduate, "still a curve?"), "mid-X:"
  // tasks, a form field turning red, a status saying "too small", "before and after" and a Rune
  // etched elsewhere read as Odin's concepts.
  freshK: { good: 0.99, wrongTopic: 1 },
  // Sets L, M, N and O (2026-11-26) were scored before any change at 95, 81, 71 and 67/100; after the
  // plain-words phrasings, synonyms and descriptions (read as totals only for M's odd half, N and O)
  // they stand at the floors below.
  freshL: { good: 0.98, wrongTopic: 2 },
  freshM: { good: 0.9, wrongTopic: 5 },
  freshN: { good: 0.85, wrongTopic: 6 },
  freshO: { good: 0.78, wrongTopic: 12 },
  // Sets P–U (2026-11-26, decision 060), scored before the session's work at 80, 80, 89, 87, 89
  // and 96/100; P and U were test sets (totals only), Q, R, S and T dev sets. Floors one point below
  // their scores when they joined (86, 96, 100, 97, 96, 96).
  freshP: { good: 0.85, wrongTopic: 10 },
  freshQ: { good: 0.95, wrongTopic: 4 },
  freshR: { good: 0.99, wrongTopic: 1 },
  freshS: { good: 0.96, wrongTopic: 4 },
  freshT: { good: 0.95, wrongTopic: 5 },
  freshU: { good: 0.95, wrongTopic: 5 },
  // Sets V–AF (2026-11-26 afternoon, decision 061), scored before the session's work at 92, 84, 76,
  // 92, 98, 65, 77, 94, 81, 81 and 87/100; Z and AC were test sets (totals only), the rest dev sets.
  // Floors one point below their scores when they joined.
  freshV: { good: 0.99, wrongTopic: 1 },
  freshW: { good: 0.99, wrongTopic: 1 },
  freshX: { good: 0.99, wrongTopic: 1 },
  freshY: { good: 0.98, wrongTopic: 2 },
  freshZ: { good: 0.98, wrongTopic: 2 },
  freshAA: { good: 0.78, wrongTopic: 18 },
  freshAB: { good: 0.88, wrongTopic: 7 },
  freshAC: { good: 0.93, wrongTopic: 7 },
  freshAD: { good: 0.91, wrongTopic: 6 },
  freshAE: { good: 0.9, wrongTopic: 8 },
  freshAF: { good: 0.9, wrongTopic: 7 },
  // Sets AG–AT (2026-11-26 evening, decision 062), scored at 7de43aa before the session's work at
  // 76, 75, 97, 94, 83, 92, 78, 91, 93, 95, 91, 85, 75, 73/100
  // (AG…AT); AH, AJ, AM, AN, AP and AR were test sets (totals only). Floors one point below their scores when they joined.
  freshAG: { good: 0.89, wrongTopic: 7 },
  freshAH: { good: 0.77, wrongTopic: 12 },
  freshAI: { good: 0.99, wrongTopic: 1 },
  freshAJ: { good: 0.94, wrongTopic: 5 },
  freshAK: { good: 0.89, wrongTopic: 7 },
  freshAL: { good: 0.95, wrongTopic: 4 },
  freshAM: { good: 0.8, wrongTopic: 11 },
  freshAN: { good: 0.91, wrongTopic: 7 },
  freshAO: { good: 0.99, wrongTopic: 1 },
  freshAP: { good: 0.95, wrongTopic: 5 },
  freshAQ: { good: 0.94, wrongTopic: 5 },
  freshAR: { good: 0.86, wrongTopic: 11 },
  freshAS: { good: 0.84, wrongTopic: 13 },
  freshAT: { good: 0.8, wrongTopic: 15 },
  // Sets AU–BA (2026-11-26 night, decision 063), scored at 9dd881c before the session's work at
  // 100, 91, 91, 92, 96, 82, 82/100 (AU…BA); AY, AZ and BA test sets (totals only). Floors one point below their scores at the end.
  freshAU: { good: 0.99, wrongTopic: 1 },
  freshAV: { good: 0.96, wrongTopic: 4 },
  freshAW: { good: 0.94, wrongTopic: 5 },
  freshAX: { good: 0.97, wrongTopic: 3 },
  freshAY: { good: 0.96, wrongTopic: 3 },
  freshAZ: { good: 0.81, wrongTopic: 15 },
  freshBA: { good: 0.83, wrongTopic: 13 },
  // Sets BB–BF (2026-11-26 late night, decision 064), scored at 236373a before the session's work at
  // 86, 86, 93, 92, 91/100 (BB…BF); BE and BF test sets (totals only). Floors one point below their scores at the end.
  freshBB: { good: 0.92, wrongTopic: 5 },
  freshBC: { good: 0.93, wrongTopic: 7 },
  freshBD: { good: 0.97, wrongTopic: 3 },
  freshBE: { good: 0.92, wrongTopic: 7 },
  freshBF: { good: 0.91, wrongTopic: 5 },
  // Sets BG–BJ (2026-11-27, decision 065), scored at 001296e before the session's work at 84, 89, 90,
  // 97/100 (BG…BJ); BH a test set (totals only). Floors one point below their scores at the end.
  freshBG: { good: 0.99, wrongTopic: 1 },
  freshBH: { good: 0.88, wrongTopic: 9 },
  freshBI: { good: 0.95, wrongTopic: 4 },
  freshBJ: { good: 0.98, wrongTopic: 2 },
  // Sets BK–BT (2026-11-27, decision 066), scored at 73204b7 before the session's work at
  // 92, 92, 97, 89, 96, 84, 84, 91, 92, 92/100 (BK…BT); BM and BR test sets (totals only). Floors one point below their scores at the end.
  freshBK: { good: 0.97, wrongTopic: 3 },
  freshBL: { good: 0.97, wrongTopic: 2 },
  freshBM: { good: 0.97, wrongTopic: 2 },
  freshBN: { good: 0.91, wrongTopic: 7 },
  freshBO: { good: 0.99, wrongTopic: 1 },
  freshBP: { good: 0.89, wrongTopic: 8 },
  freshBQ: { good: 0.94, wrongTopic: 5 },
  freshBR: { good: 0.91, wrongTopic: 5 },
  freshBS: { good: 0.94, wrongTopic: 5 },
  freshBT: { good: 0.93, wrongTopic: 7 },
  // Sets BU–CI (2026-11-27, decision 067), scored at 8999492 before the session's work at
  // 85, 89, 91, 92, 77, 85, 80, 82, 84, 93, 90, 79, 93, 92, 94/100 (BU…CI); BX, BZ, CD, CE, CG, CH, CI test sets (totals only). Floors one point below their scores at the end.
  freshBU: { good: 0.95, wrongTopic: 4 },
  freshBV: { good: 0.95, wrongTopic: 5 },
  freshBW: { good: 0.95, wrongTopic: 5 },
  freshBX: { good: 0.91, wrongTopic: 8 },
  freshBY: { good: 0.94, wrongTopic: 5 },
  freshBZ: { good: 0.86, wrongTopic: 10 },
  freshCA: { good: 0.84, wrongTopic: 9 },
  freshCB: { good: 0.91, wrongTopic: 9 },
  freshCC: { good: 0.87, wrongTopic: 12 },
  freshCD: { good: 0.92, wrongTopic: 7 },
  freshCE: { good: 0.89, wrongTopic: 10 },
  freshCF: { good: 0.94, wrongTopic: 4 },
  freshCG: { good: 0.92, wrongTopic: 5 },
  freshCH: { good: 0.91, wrongTopic: 7 },
  freshCI: { good: 0.93, wrongTopic: 5 },
  // Sets CJ (test, totals only) and CK (dev), 2026-11-27 (decision 068): 90 and 92/100 at bf364d9,
  // 91 and 98 at the end. Floors one point below their end scores.
  freshCJ: { good: 0.9, wrongTopic: 4 },
  freshCK: { good: 0.97, wrongTopic: 2 },
  // Sets CL, CN, CO (dev) and CM (test, totals only), 2026-11-27 (decision 069): 94, 94, 89 and 94/100
  // before the changes made for them, 100, 99, 97 and 94 at the end. Floors one point below their end scores.
  freshCL: { good: 0.99, wrongTopic: 1 },
  freshCM: { good: 0.93, wrongTopic: 5 },
  freshCN: { good: 0.98, wrongTopic: 2 },
  freshCO: { good: 0.96, wrongTopic: 4 },
  // Set CP (dev, 2026-11-27 evening): 85/100 before the changes made for it, 92 at the end.
  freshCP: { good: 0.91, wrongTopic: 7 },
  // Sets CQ (dev) and CR (test, totals only), 2026-11-27 night (decision 070): 95 and 97/100 before
  // the changes made for them, 100 and 97 at the end.
  freshCQ: { good: 0.99, wrongTopic: 1 },
  freshCR: { good: 0.96, wrongTopic: 3 },
  // Sets CS (test, totals only), CT (dev) and CU (test, totals only), 2026-11-27 late evening (decision
  // 071): 81, 77 and 95/100 at the session's start, 81, 93 and 95 at the end.
  // CS became a dev set on 2026-11-28 (decision 072): 93/100, 7 wrong-topic after the comparison work.
  freshCS: { good: 0.92, wrongTopic: 8 },
  freshCT: { good: 0.92, wrongTopic: 6 },
  freshCU: { good: 0.94, wrongTopic: 5 },
  // Sets CV and CW (dev, 2026-11-27 late evening): 58 and 91/100 before the changes made for them, 82
  // and 95 at the end.
  freshCV: { good: 0.81, wrongTopic: 14 },
  freshCW: { good: 0.94, wrongTopic: 5 },
  // Sets CX and CY (dev, 2026-11-27 late evening): 95 and 62/100 before the changes made for them, 96
  // and 86 at the end.
  freshCX: { good: 0.95, wrongTopic: 5 },
  freshCY: { good: 0.85, wrongTopic: 9 },
  // Sets CZ (test, totals only) and DA, DB, DC, DD (dev), 2026-11-28 (decision 072): 96, 96, 93, 85
  // and 83/100 before the changes made for them, 96, 99, 99, 88 and 97 at the end.
  freshCZ: { good: 0.95, wrongTopic: 5 },
  freshDA: { good: 0.98, wrongTopic: 2 },
  freshDB: { good: 0.98, wrongTopic: 2 },
  freshDC: { good: 0.87, wrongTopic: 11 },
  freshDD: { good: 0.96, wrongTopic: 4 },
  // Sets DE (test, totals only) and DF, DG (dev), 2026-11-28 (decision 072): 93, 83 and 79/100 before
  // the changes made for them (DE: none), 92, 90 and 84 at the end.
  freshDE: { good: 0.91, wrongTopic: 8 },
  freshDF: { good: 0.89, wrongTopic: 10 },
  freshDG: { good: 0.83, wrongTopic: 13 },
  // Sets DH, DI, DQ (test, totals only: 93 → 93, 92 → 93, 94 → 94) and DJ, DK, DL, DM, DN, DO, DP, DR,
  // DS (dev: 89 → 95, 92 → 97, 89 → 93, 85 → 94, 86 → 88, 91 → 96, 90 → 93, 97 → 99, 96 → 96), 2026-11-28 (decision 073).
  freshDH: { good: 0.92, wrongTopic: 8 },
  freshDI: { good: 0.92, wrongTopic: 6 },
  freshDQ: { good: 0.93, wrongTopic: 7 },
  freshDJ: { good: 0.94, wrongTopic: 6 },
  freshDK: { good: 0.96, wrongTopic: 3 },
  freshDL: { good: 0.92, wrongTopic: 7 },
  freshDM: { good: 0.93, wrongTopic: 7 },
  freshDN: { good: 0.87, wrongTopic: 9 },
  freshDO: { good: 0.95, wrongTopic: 4 },
  freshDP: { good: 0.92, wrongTopic: 6 },
  freshDR: { good: 0.98, wrongTopic: 1 },
  freshDS: { good: 0.95, wrongTopic: 5 },
  // Sets DT (test, totals only: 91 → 92) and DU, DV (dev: second-language visitors 94 → 98, token
  // creators 92 → 96), 2026-11-28 (decision 074).
  freshDT: { good: 0.91, wrongTopic: 8 },
  freshDU: { good: 0.97, wrongTopic: 2 },
  freshDV: { good: 0.95, wrongTopic: 4 },
  // Sets DW (test, totals only: 93 → 93) and DX, DY (dev: careful askers 93 → 96, rambling askers
  // 92 → 99), 2026-11-28 (decision 075).
  freshDW: { good: 0.92, wrongTopic: 7 },
  freshDX: { good: 0.95, wrongTopic: 4 },
  freshDY: { good: 0.98, wrongTopic: 2 },
  // Dev sets DZ (hypotheticals and analogies 90 → 92), EA (page-open askers 81 → 87) and EB (terse
  // askers 93 → 97), 2026-11-28 (decision 077).
  freshDZ: { good: 0.91, wrongTopic: 7 },
  freshEA: { good: 0.86, wrongTopic: 11 },
  freshEB: { good: 0.96, wrongTopic: 4 },
  // Dev sets EC (edge-of-scope askers 84 → 89), ED (beginners' definitions 91 → 96), EE (multi-turn
  // conversations 93 → 99) and EF (stances 92 → 99), 2026-11-28 (decision 078).
  freshEC: { good: 0.88, wrongTopic: 7 },
  freshED: { good: 0.95, wrongTopic: 4 },
  freshEE: { good: 0.98, wrongTopic: 2 },
  freshEF: { good: 0.98, wrongTopic: 1 },
  // Dev set EG (landing-page visitors drafted from SPEC.md first, 95 → 97), decision 078.
  freshEG: { good: 0.96, wrongTopic: 3 },
  // Dev set EH (people new to crypto from a search engine, drafted from SPEC.md first, 90 → 100),
  // 2026-11-28 evening (decision 079).
  freshEH: { good: 0.99, wrongTopic: 1 },
  // Dev set EI (visitors from other launchpads, people burned before; drafted from SPEC.md first,
  // 96 → 100), 2026-11-28 night (decision 080).
  freshEI: { good: 0.99, wrongTopic: 1 },
  freshEJ: { good: 0.99, wrongTopic: 1 },
  // Dev set EK (the impatient trader on a phone; 93 → 100), 2026-11-29 (decision 084).
  freshEK: { good: 0.99, wrongTopic: 1 },
  // Dev set EL (the skeptic: half-remembered claims, push-backs; 83 → 90, 13 → 7 wrong-topic), same
  // day: its push-backs got a capability; its misses are the next list (decision 084).
  freshEL: { good: 0.9, wrongTopic: 7 },
  // Dev set EM (70 guards and unknowns: untracked names, refusals, scams, chat, abstentions; 62 → 69).
  freshEM: { good: 0.98, wrongTopic: 1 },
  // Dev set EN (70 mixed, from SPEC, BRIEF and odin-facts; 64 → 70, 3 → 0 wrong-topic, decision 085).
  freshEN: { good: 0.98, wrongTopic: 1 },
  // Dev set EO (60 knowledge paraphrases and follow-ups; 51 → 55, 5 → 3 wrong-topic): its misses are
  // the next list (decision 085).
  freshEO: { good: 0.9, wrongTopic: 3 },
  // Dev set EP (60 mixed, from SPEC, BRIEF and odin-facts; 56 → 60, 1 → 0 wrong-topic, decision 086).
  freshEP: { good: 0.98, wrongTopic: 1 },
  // Dev set EQ (70 mixed, questions drafted from SPEC and BRIEF before the facts; 67 → 69, 2 → 1 wrong-topic).
  freshEQ: { good: 0.97, wrongTopic: 1 },
  // The coverage check's probes (2026-11-25): 36/44 and 2 wrong-topic when they joined, 44/44 after
  // the coverage changes; with the 78 abstentions written during them, 115/122 and 6 wrong-topic.
  coverage: { good: 0.94, wrongTopic: 6 },
  // The wallet-switch and Runes-withdrawal gaps (2026-11-27): 0/8 before their sections, 7/8 after.
  kbGaps: { good: 0.87, wrongTopic: 1 },
  // Held-out, read as totals only: 209/226, 8 wrong-topic, P 75.7% / R 96.6% at the end of
  // 2026-11-26 (203, 15, 74.3% / 89.7% before the plain-words phrasings, decision 059; 207 and 10
  // before the long-message and dev-set work, decision 060).
  // 212/226, 6 wrong-topic, P 76.3% / R 100% at the end of the afternoon session (decision 061).
  // 212/226, 6 wrong-topic, P 78.4% / R 100% at the end of the evening session (decision 062), and
  // again at the end of the night and late-night sessions (decisions 063, 064).
  // 212/226, 5 wrong-topic, P 76.3% / R 100% after the wallet-switch and Runes-withdrawal sections
  // (2026-11-27 midday, decision 068): one answer fewer from a wrong section, one decline more.
  // (P was 74.4% for a while when "can you see my wallet" got the cannot-see-accounts reply; back
  // to 76.3% once it went back to about_assistant. `pnpm eval` counts declines on answerable
  // cases apart, decision 068.)
  // 2026-11-28 (decision 072): 213/226 and 4 wrong-topic, the first move in eleven sessions.
  // 2026-11-28 (decision 073): 214/226 and 3 wrong-topic.
  // 2026-11-28 (decision 076): precision also read as declines that withheld nothing the case
  // expects, 84.2% (the three stated gaps the cases ask for no longer count against it).
  heldOut: {
    good: 0.94,
    wrongTopic: 3,
    abstentionPrecision: 0.76,
    abstentionPrecisionWithheld: 0.84,
    abstentionRecall: 0.96,
  },
};

// Scoring a whole set (≈10,600 tuning or 226 held-out questions) takes 1–3 min alone; the whole-suite
// run on two loaded cores took over 6 min for the tuning set at 10,634 questions.
const WHOLE_SET_MS = 900_000;

describe('assistant evaluation', () => {
  it('has at least 300 cases across the two sets, with every kind covered', () => {
    const all = [...TUNING_CASES, ...HELD_OUT_CASES];
    expect(all.length).toBeGreaterThanOrEqual(300);
    const count = (kind: string) => all.filter((c) => c.kind === kind).length;
    expect(count('abstain') + count('refuse')).toBeGreaterThanOrEqual(30);
    expect(count('unknown-token')).toBeGreaterThanOrEqual(27);
    expect(count('conversation')).toBeGreaterThanOrEqual(30);
    expect(count('live') + count('follow-up')).toBeGreaterThanOrEqual(40);
  });

  it(
    'keeps the tuning set above its floors',
    async () => {
      const results = await scoreCases(fixtureEngine(), TUNING_CASES);
      // Each outsider set and probe group against its own floor; the rest against the tuning floor.
      const own: [EvalCase[], Floor][] = [
        [FRESH_2026_11_24C, FLOORS.freshC],
        [FRESH_2026_11_24D, FLOORS.freshD],
        [FRESH_2026_11_25, FLOORS.freshE],
        [FRESH_2026_11_25F, FLOORS.freshF],
        [FRESH_2026_11_26G, FLOORS.freshG],
        [FRESH_2026_11_26H, FLOORS.freshH],
        [FRESH_2026_11_26I, FLOORS.freshI],
        [FRESH_2026_11_26J, FLOORS.freshJ],
        [FRESH_2026_11_26K, FLOORS.freshK],
        [FRESH_2026_11_26L, FLOORS.freshL],
        [FRESH_2026_11_26M, FLOORS.freshM],
        [FRESH_2026_11_26N, FLOORS.freshN],
        [FRESH_2026_11_26O, FLOORS.freshO],
        [FRESH_2026_11_26P, FLOORS.freshP],
        [FRESH_2026_11_26Q, FLOORS.freshQ],
        [FRESH_2026_11_26R, FLOORS.freshR],
        [FRESH_2026_11_26S, FLOORS.freshS],
        [FRESH_2026_11_26T, FLOORS.freshT],
        [FRESH_2026_11_26U, FLOORS.freshU],
        [FRESH_2026_11_26V, FLOORS.freshV],
        [FRESH_2026_11_26W, FLOORS.freshW],
        [FRESH_2026_11_26X, FLOORS.freshX],
        [FRESH_2026_11_26Y, FLOORS.freshY],
        [FRESH_2026_11_26Z, FLOORS.freshZ],
        [FRESH_2026_11_26AA, FLOORS.freshAA],
        [FRESH_2026_11_26AB, FLOORS.freshAB],
        [FRESH_2026_11_26AC, FLOORS.freshAC],
        [FRESH_2026_11_26AD, FLOORS.freshAD],
        [FRESH_2026_11_26AE, FLOORS.freshAE],
        [FRESH_2026_11_26AF, FLOORS.freshAF],
        [FRESH_2026_11_26AG, FLOORS.freshAG],
        [FRESH_2026_11_26AH, FLOORS.freshAH],
        [FRESH_2026_11_26AI, FLOORS.freshAI],
        [FRESH_2026_11_26AJ, FLOORS.freshAJ],
        [FRESH_2026_11_26AK, FLOORS.freshAK],
        [FRESH_2026_11_26AL, FLOORS.freshAL],
        [FRESH_2026_11_26AM, FLOORS.freshAM],
        [FRESH_2026_11_26AN, FLOORS.freshAN],
        [FRESH_2026_11_26AO, FLOORS.freshAO],
        [FRESH_2026_11_26AP, FLOORS.freshAP],
        [FRESH_2026_11_26AQ, FLOORS.freshAQ],
        [FRESH_2026_11_26AR, FLOORS.freshAR],
        [FRESH_2026_11_26AS, FLOORS.freshAS],
        [FRESH_2026_11_26AT, FLOORS.freshAT],
        [FRESH_2026_11_26AU, FLOORS.freshAU],
        [FRESH_2026_11_26AV, FLOORS.freshAV],
        [FRESH_2026_11_26AW, FLOORS.freshAW],
        [FRESH_2026_11_26AX, FLOORS.freshAX],
        [FRESH_2026_11_26AY, FLOORS.freshAY],
        [FRESH_2026_11_26AZ, FLOORS.freshAZ],
        [FRESH_2026_11_26BA, FLOORS.freshBA],
        [FRESH_2026_11_26BB, FLOORS.freshBB],
        [FRESH_2026_11_26BC, FLOORS.freshBC],
        [FRESH_2026_11_26BD, FLOORS.freshBD],
        [FRESH_2026_11_26BE, FLOORS.freshBE],
        [FRESH_2026_11_26BF, FLOORS.freshBF],
        [FRESH_2026_11_27BG, FLOORS.freshBG],
        [FRESH_2026_11_27BH, FLOORS.freshBH],
        [FRESH_2026_11_27BI, FLOORS.freshBI],
        [FRESH_2026_11_27BJ, FLOORS.freshBJ],
        [FRESH_2026_11_27BK, FLOORS.freshBK],
        [FRESH_2026_11_27BL, FLOORS.freshBL],
        [FRESH_2026_11_27BM, FLOORS.freshBM],
        [FRESH_2026_11_27BN, FLOORS.freshBN],
        [FRESH_2026_11_27BO, FLOORS.freshBO],
        [FRESH_2026_11_27BP, FLOORS.freshBP],
        [FRESH_2026_11_27BQ, FLOORS.freshBQ],
        [FRESH_2026_11_27BR, FLOORS.freshBR],
        [FRESH_2026_11_27BS, FLOORS.freshBS],
        [FRESH_2026_11_27BT, FLOORS.freshBT],
        [FRESH_2026_11_27BU, FLOORS.freshBU],
        [FRESH_2026_11_27BV, FLOORS.freshBV],
        [FRESH_2026_11_27BW, FLOORS.freshBW],
        [FRESH_2026_11_27BX, FLOORS.freshBX],
        [FRESH_2026_11_27BY, FLOORS.freshBY],
        [FRESH_2026_11_27BZ, FLOORS.freshBZ],
        [FRESH_2026_11_27CA, FLOORS.freshCA],
        [FRESH_2026_11_27CB, FLOORS.freshCB],
        [FRESH_2026_11_27CC, FLOORS.freshCC],
        [FRESH_2026_11_27CD, FLOORS.freshCD],
        [FRESH_2026_11_27CE, FLOORS.freshCE],
        [FRESH_2026_11_27CF, FLOORS.freshCF],
        [FRESH_2026_11_27CG, FLOORS.freshCG],
        [FRESH_2026_11_27CH, FLOORS.freshCH],
        [FRESH_2026_11_27CI, FLOORS.freshCI],
        [FRESH_2026_11_27CJ, FLOORS.freshCJ],
        [FRESH_2026_11_27CK, FLOORS.freshCK],
        [FRESH_2026_11_27CL, FLOORS.freshCL],
        [FRESH_2026_11_27CM, FLOORS.freshCM],
        [FRESH_2026_11_27CN, FLOORS.freshCN],
        [FRESH_2026_11_27CO, FLOORS.freshCO],
        [FRESH_2026_11_27CP, FLOORS.freshCP],
        [FRESH_2026_11_27CQ, FLOORS.freshCQ],
        [FRESH_2026_11_27CR, FLOORS.freshCR],
        [FRESH_2026_11_27CS, FLOORS.freshCS],
        [FRESH_2026_11_27CT, FLOORS.freshCT],
        [FRESH_2026_11_27CU, FLOORS.freshCU],
        [FRESH_2026_11_27CV, FLOORS.freshCV],
        [FRESH_2026_11_27CW, FLOORS.freshCW],
        [FRESH_2026_11_27CX, FLOORS.freshCX],
        [FRESH_2026_11_27CY, FLOORS.freshCY],
        [FRESH_2026_11_27CZ, FLOORS.freshCZ],
        [FRESH_2026_11_27DA, FLOORS.freshDA],
        [FRESH_2026_11_27DB, FLOORS.freshDB],
        [FRESH_2026_11_27DC, FLOORS.freshDC],
        [FRESH_2026_11_27DD, FLOORS.freshDD],
        [FRESH_2026_11_27DE, FLOORS.freshDE],
        [FRESH_2026_11_27DF, FLOORS.freshDF],
        [FRESH_2026_11_27DG, FLOORS.freshDG],
        [FRESH_2026_11_28DH, FLOORS.freshDH],
        [FRESH_2026_11_28DI, FLOORS.freshDI],
        [FRESH_2026_11_28DQ, FLOORS.freshDQ],
        [FRESH_2026_11_28DJ, FLOORS.freshDJ],
        [FRESH_2026_11_28DK, FLOORS.freshDK],
        [FRESH_2026_11_28DL, FLOORS.freshDL],
        [FRESH_2026_11_28DM, FLOORS.freshDM],
        [FRESH_2026_11_28DN, FLOORS.freshDN],
        [FRESH_2026_11_28DO, FLOORS.freshDO],
        [FRESH_2026_11_28DP, FLOORS.freshDP],
        [FRESH_2026_11_28DR, FLOORS.freshDR],
        [FRESH_2026_11_28DS, FLOORS.freshDS],
        [FRESH_2026_11_28DT, FLOORS.freshDT],
        [FRESH_2026_11_28DU, FLOORS.freshDU],
        [FRESH_2026_11_28DV, FLOORS.freshDV],
        [FRESH_2026_11_28DW, FLOORS.freshDW],
        [FRESH_2026_11_28DX, FLOORS.freshDX],
        [FRESH_2026_11_28DY, FLOORS.freshDY],
        [FRESH_2026_11_28DZ, FLOORS.freshDZ],
        [FRESH_2026_11_28EA, FLOORS.freshEA],
        [FRESH_2026_11_28EB, FLOORS.freshEB],
        [FRESH_2026_11_28EC, FLOORS.freshEC],
        [FRESH_2026_11_28ED, FLOORS.freshED],
        [FRESH_2026_11_28EE, FLOORS.freshEE],
        [FRESH_2026_11_28EF, FLOORS.freshEF],
        [FRESH_2026_11_28EG, FLOORS.freshEG],
        [FRESH_2026_11_28EH, FLOORS.freshEH],
        [FRESH_2026_11_28EI, FLOORS.freshEI],
        [FRESH_2026_11_29EJ, FLOORS.freshEJ],
        [FRESH_2026_11_29EK, FLOORS.freshEK],
        [FRESH_2026_11_29EL, FLOORS.freshEL],
        [FRESH_2026_11_29EM, FLOORS.freshEM],
        [FRESH_2026_11_29EN, FLOORS.freshEN],
        [FRESH_2026_11_29EO, FLOORS.freshEO],
        [FRESH_2026_11_29EP, FLOORS.freshEP],
        [FRESH_2026_11_29EQ, FLOORS.freshEQ],
        [
          [...TOKENS_MULTI_2026_11_25, ...TOKENS_MULTI_2026_11_25_B, ...TOKENS_MULTI_2026_11_25_C],
          FLOORS.tokensMulti,
        ],
        [COVERAGE_2026_11_25, FLOORS.coverage],
        [KB_GAPS_2026_11_27, FLOORS.kbGaps],
      ];
      const ownCases = new Set(own.flatMap(([cases]) => cases));
      const failures = (rs: CaseResult[]) =>
        rs
          .filter((r) => !r.passed)
          .map((r) => `${r.case.question}: ${r.problems.join('; ')}`)
          .join('\n');
      const parts: [CaseResult[], Floor][] = [
        [results.filter((r) => !ownCases.has(r.case)), FLOORS.tuning],
        ...own.map(([cases, floor]): [CaseResult[], Floor] => {
          const set = new Set(cases);
          return [results.filter((r) => set.has(r.case)), floor];
        }),
      ];
      for (const [rs, floor] of parts) {
        const m = evalMetrics(rs);
        expect(m.goodShare, failures(rs)).toBeGreaterThanOrEqual(floor.good);
        expect(
          m.wrongTopic,
          `floor ${JSON.stringify(floor)}: ${rs
            .filter((r) => r.wrongTopic)
            .map((r) => r.case.question)
            .join(' / ')}`,
        ).toBeLessThanOrEqual(floor.wrongTopic);
      }
    },
    WHOLE_SET_MS,
  );

  it(
    'keeps the held-out set above its floor (figures only)',
    async () => {
      const m = evalMetrics(await scoreCases(fixtureEngine(), HELD_OUT_CASES));
      expect(m.goodShare).toBeGreaterThanOrEqual(FLOORS.heldOut.good);
      expect(m.wrongTopic).toBeLessThanOrEqual(FLOORS.heldOut.wrongTopic);
      expect(m.abstentionPrecision).toBeGreaterThanOrEqual(FLOORS.heldOut.abstentionPrecision);
      expect(m.abstentionPrecisionWithheld).toBeGreaterThanOrEqual(
        FLOORS.heldOut.abstentionPrecisionWithheld,
      );
      expect(m.abstentionRecall).toBeGreaterThanOrEqual(FLOORS.heldOut.abstentionRecall);
    },
    WHOLE_SET_MS,
  );
});
