/** A session keeps the network it came from, never the address. */
import { describe, expect, it } from 'vitest';
import { ipPrefixOf } from '../../../server/services/accounts/ip-prefix.ts';

describe('ipPrefixOf', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:1:2::5', '2001:db8:1::/48'],
    ['2001:0db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['', ''],
    ['not an address', ''],
  ])('%s -> %s', (ip, prefix) => {
    expect(ipPrefixOf(ip)).toBe(prefix);
  });
});
