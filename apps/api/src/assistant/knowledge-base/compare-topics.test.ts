import { describe, expect, it } from 'vitest';
import { comparedSides, compareTopics, pairedTopics } from './compare-topics.js';
import { sharedKnowledgeBase } from './knowledge-base.js';

describe('comparing two topics', () => {
  it('finds the two things compared', () => {
    expect(comparedSides('amm vs bonding curve, whats the difference')).toEqual(['amm', 'bonding curve']);
    expect(comparedSides('what is the difference between a bonding curve and an amm?')).toEqual([
      'bonding curve',
      'amm',
    ]);
    expect(comparedSides('whats the diffrence between the curve and the amm')).toEqual(['curve', 'amm']);
    expect(comparedSides('volatility vs liquidity score what is the diff')).toEqual([
      'volatility',
      'liquidity score',
    ]);
    // A pair named, then a question asked of each.
    expect(
      comparedSides(
        'I keep hearing two numbers on the dashboard: volatility and liquidity score. What does each one measure?',
      ),
    ).toEqual(['volatility', 'liquidity score']);
    expect(comparedSides('the curve and the amm, what does each one mean')).toEqual(['curve', 'amm']);
    expect(comparedSides('what are the fees')).toBeNull();
  });

  it('answers each side from its own section, both cited', () => {
    const r = compareTopics(sharedKnowledgeBase(), 'amm vs bonding curve, whats the difference');
    expect(r?.markdown).toMatch(/^\*\*AMM:\*\* .*x·y = k/);
    expect(r?.markdown).toMatch(/\*\*Bonding curve:\*\* A bonding curve is/);
    expect(r?.sources.map((s) => s.ref)).toEqual([
      'amm-trading#constant-product-pools',
      'bonding-curves#what-a-bonding-curve-is',
    ]);
  });

  it('asks one question of two things, each from its own section', () => {
    const kb = sharedKnowledgeBase();
    const r = pairedTopics(kb, 'What are the length limits on the name and the ticker?');
    expect(r?.markdown).toMatch(/^\*\*The name:\*\* A token name must be 3 to 30 characters long\./);
    expect(r?.markdown).toMatch(/\*\*The ticker:\*\* A ticker must be 3 to 10/);
    // One section answering both sides is no pair: the whole question's answer stands.
    expect(pairedTopics(kb, 'how do i deposit and withdraw')).toBeNull();
    expect(pairedTopics(kb, 'what are the fees')).toBeNull();
  });
});
