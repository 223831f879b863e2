import { BlockList, isIPv4, isIPv6 } from 'node:net';
import geoip from 'geoip-country';
import type { TEnv } from '../../env.ts';

/** Loopback, private, link-local and unique-local ranges: no country, never region-restricted. */
const LOCAL_RANGES = new BlockList();
LOCAL_RANGES.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL_RANGES.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL_RANGES.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL_RANGES.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL_RANGES.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL_RANGES.addSubnet('100.64.0.0', 10, 'ipv4');
LOCAL_RANGES.addAddress('::1', 'ipv6');
LOCAL_RANGES.addSubnet('fc00::', 7, 'ipv6');
LOCAL_RANGES.addSubnet('fe80::', 10, 'ipv6');

/** '::ffff:1.2.3.4' (IPv4 seen through a dual-stack socket) is the IPv4 address for every rule here. */
export function normaliseIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && isIPv4(trimmed.slice(7)) ? trimmed.slice(7) : trimmed;
}

export function isLocalIp(ip: string): boolean {
  const address = normaliseIp(ip);
  if (isIPv4(address)) return LOCAL_RANGES.check(address, 'ipv4');
  if (isIPv6(address)) return LOCAL_RANGES.check(address, 'ipv6');
  return true; // not an IP at all (e.g. a unix socket): treat as local rather than guess a country
}

/**
 * Tests and e2e runs cannot come from another country, so outside production the `X-Debug-Country`
 * header stands in for the GeoIP answer. In production it is ignored: a visitor could otherwise
 * claim any country and walk past the region restriction.
 */
export function debugCountryFrom(
  header: string | string[] | undefined,
  nodeEnv: TEnv['NODE_ENV'],
): string | null {
  if (nodeEnv === 'production') return null;
  const value = Array.isArray(header) ? header[0] : header;
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Offline lookup (geoip-country's in-memory table): no network call on the request path. */
export function countryOf(ip: string, debugCountry: string | null): string | null {
  if (debugCountry) return debugCountry;
  if (isLocalIp(ip)) return null;
  return geoip.lookup(normaliseIp(ip))?.country ?? null;
}
