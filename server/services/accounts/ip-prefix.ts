/**
 * The network a session was opened from, for the owner's sessions list (the workspace profile): an IPv4
 * address kept to its /24, an IPv6 one to its /48. Enough to tell "home" from "abroad", not enough to point
 * at a machine, so the sessions table holds no full address of anyone.
 */
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** Expands `::` so that the first three groups can be read; input is a valid IPv6 address. */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  if (tail === undefined) return left;
  const right = tail === '' ? [] : tail.split(':');
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
};

export const ipPrefixOf = (ip: string): string => {
  const address = MAPPED_IPV4.exec(ip)?.[1] ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address) || address.includes('.')) return '';
  const groups = ipv6Groups(address.split('%')[0] ?? '').slice(0, 3);
  return `${groups.map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/48`;
};
