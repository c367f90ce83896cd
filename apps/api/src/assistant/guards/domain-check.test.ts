import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { replayHistory } from '../eval/score.js';
import { domainCheck } from './domain-check.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('a domain asked whether it is Odin’s', () => {
  it('says no to a look-alike, names it without a link, and warns before signing', async () => {
    const reply = await ask('is odin-fun-claim.xyz the real site?');
    expect(reply.markdown).toMatch(/^\*\*No: `odin-fun-claim\.xyz` is not Odin's site\.\*\*/);
    expect(reply.markdown).toMatch(/phishing/);
    expect(reply.sources.map((s) => s.ref)).toContain('security#phishing-and-fake-sites');
  });

  it('answers the look-alike in a follow-up after a scam question', async () => {
    const history = await replayHistory(engine, [
      "someone dmed me on telegram saying they're odin support and need my seed phrase. legit?",
    ]);
    const reply = await engine.reply({
      question: 'they also sent a link to odin-fun-claim.xyz, is that the real site',
      history,
    });
    expect(reply.markdown).toMatch(/is not Odin's site/);
  });

  it('names the real one first when a message lists it beside look-alikes', async () => {
    const reply = await ask(
      'theres odin-fun.io and odinfun.app and odin.fun in google results, which one is the real site lol',
    );
    expect(reply.markdown).toMatch(
      /^\*\*odin\.fun is the real one; `odin-fun\.io` and `odinfun\.app` are not Odin's\.\*\*/,
    );
  });

  it("says yes to odin.fun and its help centre's subdomain", async () => {
    expect((await ask('is odin.fun the real site')).markdown).toMatch(
      /^\*\*Yes: odin\.fun is Odin's official website/,
    );
    expect(domainCheck.matches('is help.odin.fun the official help page?')).toBe(true);
  });

  it('leaves other questions alone', () => {
    for (const question of [
      'is odin.fun legit?',
      'is pump.fun legit',
      'what is the real odin website',
      'how do i spot a fake odin site?',
      'odin.fun.claim-rewards.xyz',
    ]) {
      expect(domainCheck.matches(question), question).toBe(false);
    }
    // A look-alike hidden behind Odin's name is still a look-alike.
    expect(domainCheck.matches('is odin.fun.claim-rewards.xyz safe?')).toBe(true);
  });
});
