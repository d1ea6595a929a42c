import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded and an embedded IPv4 tail kept as two. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const groups = [...part(head)];
  const rest = tail === undefined ? [] : part(tail);
  const last = (tail === undefined ? groups : rest).at(-1);
  const embedsIpv4 = last !== undefined && net.isIPv4(last);
  const width = embedsIpv4 ? 7 : 8;
  const filled =
    tail === undefined
      ? groups
      : [...groups, ...Array(width - groups.length - rest.length).fill('0'), ...rest];
  return filled.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * Who a public-write limit counts: an IPv4 address as is, an IPv6 client by its /64 (one household or
 * one server gets a whole /64, so counting single IPv6 addresses would limit nobody). IPv4-mapped
 * addresses (`::ffff:1.2.3.4`) count as the IPv4 address.
 */
export function clientBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(ip)) return ip;
  return `${ipv6Groups(ip).slice(0, 4).join(':')}::/64`;
}
