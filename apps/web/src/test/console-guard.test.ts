import { describe, expect, it } from 'vitest';

describe('test setup', () => {
  it('captures console.error instead of letting it pass silently', () => {
    // The setup's spy collects calls and throws in afterEach; here we only check it is installed.
    expect(console.error).toHaveProperty('mock');
  });
});
