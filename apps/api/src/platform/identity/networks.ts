import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** Networks in CIDR notation (ACCOUNT_ALLOWED_NETWORKS, spec 001 §8), read with node:net. */

/** One network in CIDR notation (`192.0.2.0/24`, `2001:db8::/32`), or null when it is not one. */
export function parseNetwork(
  text: string,
): { address: string; prefix: number; v6: boolean } | null {
  const match = /^([^/]+)\/(\d{1,3})$/.exec(text.trim());
  if (!match) return null;
  const [, address, bits] = match as unknown as [string, string, string];
  const prefix = Number(bits);
  if (isIPv4(address) && prefix <= 32) return { address, prefix, v6: false };
  if (isIPv6(address) && prefix <= 128) return { address, prefix, v6: true };
  return null;
}

/** Whether `ip` (the client address Fastify resolved through TRUST_PROXY) is in one of them. */
export function networkMatcher(networks: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const text of networks) {
    const n = parseNetwork(text);
    if (n) list.addSubnet(n.address, n.prefix, n.v6 ? 'ipv6' : 'ipv4');
  }
  return (ip) => {
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
    if (v4) return list.check(v4, 'ipv4');
    return isIPv4(ip) ? list.check(ip, 'ipv4') : isIPv6(ip) && list.check(ip, 'ipv6');
  };
}
