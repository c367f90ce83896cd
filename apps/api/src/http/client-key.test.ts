import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.js';

describe('clientKey (per-IP limiter key)', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6 in any spelling', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('gives every address of one IPv6 /64 one key, whatever its case or shortening', () => {
    const keys = new Set(
      [
        '2001:db8:1:2::1',
        '2001:DB8:1:2:ffff:ffff:ffff:ffff',
        '2001:0db8:0001:0002:0000:0000:0000:0009',
        'fe80::1%eth0',
      ].map(clientKey),
    );
    expect([...keys].sort()).toEqual(['2001:db8:1:2::/64', 'fe80:0:0:0::/64']);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
