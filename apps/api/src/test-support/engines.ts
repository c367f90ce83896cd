import { EmbeddedEngine } from '../assistant/embedded/embedded-engine.js';
import { sharedKnowledgeBase } from '../assistant/knowledge-base/knowledge-base.js';
import { FakeMarket } from './fake-market.js';

/** An embedded engine over the fixture market, as tests, the eval and the bench use it. */
export function fixtureEngine(options: ConstructorParameters<typeof FakeMarket>[0] = {}): EmbeddedEngine {
  return new EmbeddedEngine(sharedKnowledgeBase(), new FakeMarket(options));
}
