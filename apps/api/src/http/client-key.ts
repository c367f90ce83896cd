import { isIPv4, isIPv6 } from 'node:net';

// The per-IP limiter key. One visitor has many spellings of an address: IPv4 as `::ffff:a.b.c.d`
// on a dual-stack socket, upper- or lower-case hex, `::` shortened or not, a zone id; and one
// IPv6 customer usually holds a whole /64, taking a new address per request at no cost.

/** The eight 16-bit groups of an IPv6 address, as numbers (undefined when not IPv6). */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split('%')[0]!.toLowerCase();
  if (!isIPv6(bare)) return undefined;
  let text = bare;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/** `a.b.c.d` for IPv4 (also when IPv4-mapped), the /64 prefix for IPv6, else the text lower-cased. */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip.toLowerCase();
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
