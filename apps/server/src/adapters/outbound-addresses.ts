import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is no place for a request a user chose: its range (IANA special-purpose registries). */
export type InternalAddressKind =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'carrier-grade NAT'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved';

type Range = readonly [network: bigint, prefix: number, kind: InternalAddressKind | Embedded];
/** An IPv6 range that carries an IPv4 address: judged by that address. */
type Embedded = 'mapped' | 'nat64' | '6to4' | 'teredo';

function ipv4Number(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

/** The 128 bits of an IPv6 address (zone dropped, a trailing dotted quad read as its 32 bits). */
function ipv6Number(address: string): bigint {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v4 = ipv4Number(quad[1]!);
    text = `${text.slice(0, quad.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.reduce((n, group) => (n << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const v4 = (network: string, prefix: number, kind: InternalAddressKind): Range => [ipv4Number(network), prefix, kind];
const v6 = (network: string, prefix: number, kind: InternalAddressKind | Embedded): Range => [ipv6Number(network), prefix, kind];

/** First match wins (the broadcast address before the rest of 240/4). */
const IPV4_RANGES: readonly Range[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'carrier-grade NAT'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link-local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** Checked before the rule that only global unicast (2000::/3) is reachable. */
const IPV6_RANGES: readonly Range[] = [
  v6('::', 128, 'unspecified'),
  v6('::1', 128, 'loopback'),
  v6('::ffff:0:0', 96, 'mapped'),
  // IPv4-compatible addresses (deprecated), the NAT64 prefix for local use, discard-only.
  v6('::', 96, 'reserved'),
  v6('64:ff9b::', 96, 'nat64'),
  v6('64:ff9b:1::', 48, 'reserved'),
  v6('100::', 64, 'reserved'),
  v6('2001::', 32, 'teredo'),
  v6('2001::', 23, 'reserved'),
  v6('2001:db8::', 32, 'documentation'),
  v6('2002::', 16, '6to4'),
  v6('3fff::', 20, 'documentation'),
  v6('5f00::', 16, 'reserved'),
  v6('fc00::', 7, 'unique-local'),
  v6('fe80::', 10, 'link-local'),
  v6('fec0::', 10, 'reserved'),
  v6('ff00::', 8, 'multicast'),
];
const GLOBAL_UNICAST = ipv6Number('2000::');

const within = (n: bigint, bits: number, [network, prefix]: Range) => n >> BigInt(bits - prefix) === network >> BigInt(bits - prefix);
const MASK32 = 0xffffffffn;

function ipv4Kind(n: bigint): InternalAddressKind | undefined {
  return IPV4_RANGES.find((range) => within(n, 32, range))?.[2] as InternalAddressKind | undefined;
}

function ipv6Kind(n: bigint): InternalAddressKind | undefined {
  const range = IPV6_RANGES.find((r) => within(n, 128, r));
  if (!range) return n >> 125n === GLOBAL_UNICAST >> 125n ? undefined : 'reserved';
  switch (range[2]) {
    case 'mapped':
    case 'nat64':
      return ipv4Kind(n & MASK32);
    case '6to4':
      return ipv4Kind((n >> 80n) & MASK32);
    case 'teredo':
      // The Teredo server's address, and the client's (stored inverted).
      return ipv4Kind((n >> 64n) & MASK32) ?? ipv4Kind(~n & MASK32);
    default:
      return range[2];
  }
}

/**
 * The internal range an IP address falls in (loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, unspecified, broadcast, documentation, benchmarking or otherwise
 * reserved; an IPv6 address carrying an IPv4 one is judged by it), or undefined for a public
 * address. Anything that is not an IP address at all counts as 'reserved'.
 */
export function internalAddressKind(address: string): InternalAddressKind | undefined {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return ipv4Kind(ipv4Number(bare));
  if (isIPv6(bare.replace(/%.*$/, ''))) return ipv6Kind(ipv6Number(bare));
  return 'reserved';
}

/** Whether `host` (as a URL's hostname gives it, IPv6 in brackets) is an IP address rather than a name. */
export const isIpLiteral = (host: string) => isIPv4(host) || isIPv6(host.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, ''));
