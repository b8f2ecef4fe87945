import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Which addresses remote `$ref`s may not reach unless allowed explicitly (`--remote-refs-private`, the
 * `restConventions.remoteRefsPrivate` setting): a spec from a pull request must not make CI or the editor ask the
 * machine itself, the cloud's metadata service (169.254.169.254) or the private network. IPv4-mapped IPv6
 * addresses count as the IPv4 address they carry (Node's `BlockList` sees through them).
 */
const RANGES: [kind: string, prefix: string, bits: number, family: 'ipv4' | 'ipv6'][] = [
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['loopback', '::1', 128, 'ipv6'],
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['private', '100.64.0.0', 10, 'ipv4'],
  ['private', 'fc00::', 7, 'ipv6'],
];

const LISTS = RANGES.map(([kind, prefix, bits, family]) => {
  const list = new BlockList();
  list.addSubnet(prefix, bits, family);
  return { kind, list };
});

/** The kind of a restricted address (`loopback`, `link-local`, `private`, `unspecified`), or `undefined` when public. */
export function restrictedKind(ip: string): string | undefined {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return undefined;
  return LISTS.find(({ list }) => list.check(bare, family === 4 ? 'ipv4' : 'ipv6'))?.kind;
}

/**
 * Resolves a host name and refuses it when any address it has is restricted; else the address to connect to
 * (the connection is then made to that address, so a second lookup cannot answer differently).
 */
export async function nodeAddressCheck(hostname: string): Promise<string> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : (await lookup(bare, { all: true, verbatim: true })).map((a) => a.address);
  for (const address of addresses) {
    const kind = restrictedKind(address);
    if (kind)
      throw new Error(
        `${hostname}${address === bare ? '' : ` resolves to ${address}, which`} is a ${kind} address; remote $refs are not fetched from such addresses unless allowed (--remote-refs-private, restConventions.remoteRefsPrivate)`,
      );
  }
  if (addresses.length === 0) throw new Error(`${hostname} has no address`);
  return addresses[0];
}
