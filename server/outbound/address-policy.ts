// Which addresses the service may connect to on a tenant's behalf: public
// unicast ones only, unless the operator's allow-list (OUTBOUND_ALLOW_ADDRESSES)
// names them. Refused: loopback, private, link-local (the cloud metadata
// address 169.254.169.254 among them), unique-local, carrier-grade NAT
// (Alibaba's metadata 100.100.100.200), multicast, broadcast, unspecified,
// reserved, and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4,
// Teredo). ipaddr.js classifies; whatever it does not call "unicast" is refused.
import ipaddr from "ipaddr.js";

export type AllowList = readonly (readonly [ipaddr.IPv4 | ipaddr.IPv6, number])[];

/** An IPv4-mapped IPv6 address as the IPv4 address it stands for; anything else as parsed. */
function canonical(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  return ipaddr.process(address);
}

/** Addresses and CIDR ranges separated by commas ("127.0.0.1, 10.0.0.0/8, ::1"), or a message saying what is wrong. */
export function parseAllowList(text: string): AllowList | string {
  const ranges: (readonly [ipaddr.IPv4 | ipaddr.IPv6, number])[] = [];
  for (const item of text.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    try {
      if (item.includes("/")) {
        const [address, bits] = ipaddr.parseCIDR(item);
        ranges.push(address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96 ? [(address as ipaddr.IPv6).toIPv4Address(), bits - 96] : [address, bits]);
      } else {
        const address = canonical(item);
        ranges.push([address, address.kind() === "ipv4" ? 32 : 128]);
      }
    } catch {
      return `"${item}" is not an IP address or a CIDR range`;
    }
  }
  return ranges;
}

function isAllowListed(address: ipaddr.IPv4 | ipaddr.IPv6, allow: AllowList): boolean {
  return allow.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
}

/** Whether the service may connect to this resolved address (a literal IP, IPv6 without brackets). */
export function isPermittedAddress(address: string, allow: AllowList): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = canonical(address);
  return parsed.range() === "unicast" || isAllowListed(parsed, allow);
}

/** A URL's host as an IP literal (WHATWG URLs already read decimal, octal and hex IPv4 spellings), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}
