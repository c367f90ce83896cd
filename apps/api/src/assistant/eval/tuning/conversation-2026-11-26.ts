import { chat } from '../case-builders.js';
import type { EvalCase } from '../eval-case.js';

// 40 conversation-style messages: greetings with typos and punctuation, checks that someone is
// there, thanks and acknowledgements, goodbyes, questions about ODAI itself, and frustration.
// Written on 2026-11-26 by helper K2 (a team engineer who owns guards/), BEFORE changing the
// conversation guard, after two outsider-set J failures ("hello?? anyone there" got a topic list,
// "are u official odin support or who made you" got the > 60-word about-ODAI article).
// Scored before any change to the guards (fixture engine, demo source, main at 27257e6, 2026-11-26
// 04:25 UTC): 24/40, 6 wrong-topic answers. Failing then: presence checks ("yo anyone here?", "you
// there?", "is this thing on", "testing 123"), "that's all", "what should i ask", "what model are
// you" (85 words), "is this odin support?" (the security guide), all five frustration messages.
// Every reply must be ≤ 60 words, no topic list, no decline (`chat`). Frustration must also
// apologise and point to rephrasing or asking one thing, not list topics.

const HELLO = /\b(?:hi|hello|hey|gm|good morning|welcome)\b/i;
const HERE = /\b(?:here|hi|hello|hey|yes)\b/i;
const THANKED = /welcome|glad|anytime|no problem|happy|pleasure|\bnp\b/i;
const ONWARD = /anything else|ask|help/i;
const BYE = /bye|anytime|take care|later|see you|come back/i;
const WHAT_ODAI_IS = /\bODAI\b/;
const UNOFFICIAL = /unofficial|not official|not affiliated|independent|not (?:an? )?odin/i;
const ABILITIES = /bonding|fee|token|curve|scam/i;
const BOT = /\b(?:AI|assistant|bot|program)\b/i;

/** Frustration: a brief apology, then rephrasing or one topic at a time; never a topic dump. */
const sorry = (question: string): EvalCase => {
  const base = chat(question, /sorry|apolog/i);
  return {
    ...base,
    expect: [
      ...(base.expect ?? []),
      /rephras|other words|different(?:ly| words)|one thing|more detail|for example|e\.g\./i,
    ],
  };
};

export const CONVERSATION_2026_11_26: EvalCase[] = [
  // ---- greetings (8) ----
  chat('helloooo', HELLO),
  chat('yo anyone here?', HERE),
  chat('hi there!!', HELLO),
  chat('good morning', HELLO),
  chat('sup', HELLO),
  chat('heyy odai :)', HELLO),
  chat('hello, is anyone around', HERE),
  chat('hiii how r u', HELLO),

  // ---- is someone there (6) ----
  chat('you there?', HERE),
  chat('is this thing on', HERE),
  chat('are you a bot or a human', BOT),
  chat('are you real', BOT),
  chat('hellooo?? is anybody there', HERE),
  chat('testing 123', HERE),

  // ---- thanks and acknowledgements (8) ----
  chat('ty', THANKED),
  chat('thx a lot', THANKED),
  chat('appreciate it', THANKED),
  chat('ok cool', ONWARD),
  chat('got it', ONWARD),
  chat('nice one', THANKED),
  chat('perfect thanks', THANKED),
  chat('thanks, that makes sense now', THANKED),

  // ---- goodbyes (5) ----
  chat('cya', BYE),
  chat('gn', BYE),
  chat('later', BYE),
  chat("that's all", BYE),
  chat('ok thats all for now, thanks!', BYE),

  // ---- about ODAI (8) ----
  chat('who built this', WHAT_ODAI_IS),
  chat('is this official', UNOFFICIAL),
  chat('are you chatgpt', WHAT_ODAI_IS),
  chat('what model are you', WHAT_ODAI_IS),
  chat('what can you help with??', ABILITIES),
  chat('help', ABILITIES),
  chat('what should i ask', ABILITIES),
  chat('is this odin support?', UNOFFICIAL),

  // ---- frustration (5) ----
  sorry("that didn't help"),
  sorry('wrong answer'),
  sorry("you're useless"),
  sorry('huh?'),
  sorry('this is not what i asked'),
];
