import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { TYPING_NOISE } from '../../test-support/typing-noise.js';
import type { EvalCase } from '../eval/eval-case.js';
import { scoreCase } from '../eval/score.js';
import { TUNING_CASES } from '../eval/tuning-cases.js';
import { sharedKnowledgeBase } from '../knowledge-base/knowledge-base.js';

// The tuning set's single-turn knowledge questions that pass as written, asked again as people type
// on phones: one kind of noise at a time (test-support/typing-noise.ts). Each kind has a floor on
// the share still answered, at or just under what the engine reached when this test was written,
// so a regression fails here. Before the speller read three-letter typos, doubled letters and slips
// in long words, and before a typo stopped counting as a token's name: lower case 96.0%, chat
// spellings 97.7%, dropped letter 91.7%, swapped letters 94.5%, doubled letter 94.4%, missing
// apostrophes 100% (22 cases), question word dropped 95.0%; after: 96.4, 97.7, 98.2, 98.7, 99.0, 100
// and 95.0%. The question-word floor is 93%: the rewrite drops "how much" and "how long" whole,
// harsher than real typing, and the tuning set keeps growing with questions whose meaning sits in
// that word ("how much is a token at launch"); figures-2026-11-26 took it to 94.0% on its own.
// Swapped and doubled letters sit at 98%: the 93 figure questions, typed with slips, reach 98.4%.
const FLOORS: Record<string, number> = {
  // 0.957 once sets P–U joined (2026-11-26): their long messages lose the sentence breaks that
  // tell a story from its question when the punctuation goes. 0.918 once sets AG–AT joined
  // (decision 062): the sets before them still reach 0.963, the fourteen new ones 0.810, most of
  // them a story told before or after the question, which without its full stops runs into it.
  'lower case, no punctuation': 0.91,
  'chat spellings': 0.975,
  // 0.9801 → 0.9799 on 2026-11-27: a question that newly passes ("the short capital-letters bit,
  // like DOGE for dogecoin…") fails with "dogeoin"; every question that passed before still does.
  'dropped letter': 0.975,
  'swapped letters': 0.98,
  'doubled letter': 0.98,
  // 0.993 once sets AG–AT joined: "Odins bitcoin", "Ive already got ckBTC" (the sets before: 1.0).
  // 0.989 once sets BB–BF joined (decision 064): "whos actually behind it" after "before i ape in",
  // a question that passes as written since then, reads as a pick without its apostrophe.
  'missing apostrophes': 0.985,
  'question word dropped': 0.93,
};

// Every clean knowledge question of the tuning set (≈3,700 since sets AG–AT joined), rewritten and
// asked again: 10–40 s a kind on two loaded cores, beyond the default timeouts.
const WHOLE_SET_MS = 300_000;
const engine = fixtureEngine({ source: 'demo' });
let clean: EvalCase[] = [];

beforeAll(async () => {
  const knowledge = TUNING_CASES.filter((c) => c.kind === 'knowledge' && !c.before);
  const passed = await Promise.all(
    knowledge.map(async (c) => ((await scoreCase(engine, c)).passed ? c : null)),
  );
  clean = passed.filter((c): c is EvalCase => c !== null);
}, WHOLE_SET_MS);

describe('answers survive how people type on phones', () => {
  it('has a floor for every kind of noise', () => {
    expect(Object.keys(FLOORS).sort()).toEqual(TYPING_NOISE.map(([name]) => name).sort());
  });

  for (const [name, noise] of TYPING_NOISE) {
    it(
      `still answers with ${name}`,
      async () => {
        let asked = 0;
        const failed: string[] = [];
        for (const c of clean) {
          const question = noise(c.question);
          if (question === null) continue;
          asked++;
          if (!(await scoreCase(engine, { ...c, question })).passed) failed.push(question);
        }
        expect(asked).toBeGreaterThan(20);
        const share = (asked - failed.length) / asked;
        // The failures are listed when the floor is missed, to see which slip broke.
        expect({
          share: Number(share.toFixed(3)),
          failed: share < (FLOORS[name] ?? 1) ? failed : [],
        }).toEqual({
          share: expect.any(Number),
          failed: [],
        });
      },
      WHOLE_SET_MS,
    );
  }
});

describe('the noise itself', () => {
  it('rewrites one way at a time', async () => {
    const n = await import('../../test-support/typing-noise.js');
    expect(n.lowerNoPunctuation("What's Odin.fun? Is it safe!")).toBe('whats odin.fun is it safe');
    expect(n.chatSpellings('What are your fees, please? I want to know why')).toBe(
      'wat r ur fees, pls? I want 2 know y',
    );
    expect(n.chatSpellings('send 0.01 to my wallet')).toBeNull();
    expect(n.droppedLetter('How do I withdraw?')).toBe('How do I withraw?');
    expect(n.swappedLetters('How do I withdraw?')).toBe('How do I witdhraw?');
    expect(n.doubledLetter('How do I withdraw?')).toBe('How do I withddraw?');
    expect(n.missingApostrophes("what's the fee, don't know")).toBe('whats the fee, dont know');
    expect(n.questionWordDropped('How do I withdraw?')).toBe('withdraw how');
    expect(n.questionWordDropped('withdraw fees?')).toBeNull();
  });
});

describe("slips on the guides' words are read before any rule looks at the words", () => {
  const { index } = sharedKnowledgeBase();

  it('spells out a letter left out, typed twice or swapped, keeping a capital first letter', () => {
    expect(index.respell('Wht is the strating prce of a tokken?')).toBe(
      'What is the starting price of a token?',
    );
    expect(index.respell('how dos odn work')).toBe('how does odin work');
  });

  it('leaves real words, shorthand, names, tickers and contractions alone', () => {
    for (const q of [
      'thoughts on zorblax',
      'the 0.01 thats left over',
      'worst coin today',
      'I love this bot',
      'good morning',
      "that didn't help",
      'price of $WAGMI and ODINDOG',
      'dont know wat r fees',
      '85 sol on pump',
    ]) {
      expect(index.respell(q)).toBe(q);
    }
  });

  it("never takes a typo of a guide word for a token's name", async () => {
    const reply = await engine.reply({
      question: 'prices on the dashoard are in dollars right?',
      history: [],
    });
    expect(reply.markdown).not.toMatch(/couldn't find a token/);
  });
});
