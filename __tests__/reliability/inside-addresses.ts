// Generated inside addresses in every spelling a URL can carry: IPv4 from the
// loopback, private, link-local (cloud metadata), CGNAT, "this network",
// multicast, reserved and benchmarking ranges, written dotted, as one
// decimal, hex or octal number, in shortened forms and with mixed bases;
// IPv6 loopback, unspecified, link-local, unique-local and multicast, and
// IPv4 inside IPv6 (mapped, NAT64, 6to4); and the names that resolve to them.
import fc from "fast-check";

/** [first address, prefix length] of each IPv4 range the service must refuse. */
const INSIDE_V4_RANGES: readonly (readonly [number, number])[] = [
  [0x7f000000, 8], // loopback
  [0x0a000000, 8], // private
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0xa9fe0000, 16], // link-local: 169.254.169.254 is the cloud metadata endpoint
  [0x64400000, 10], // carrier-grade NAT: 100.100.100.200 is Alibaba's metadata endpoint
  [0x00000000, 8], // "this network": 0.0.0.0 reaches the loopback on Linux
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved, broadcast
  [0xc6120000, 15], // benchmarking
];

const insideV4: fc.Arbitrary<number> = fc
  .tuple(fc.constantFrom(...INSIDE_V4_RANGES), fc.nat())
  .map(([[base, bits], offset]) => base + (offset % 2 ** (32 - bits)));

const octets = (value: number): number[] => [Math.floor(value / 2 ** 24) % 256, Math.floor(value / 2 ** 16) % 256, Math.floor(value / 2 ** 8) % 256, value % 256];
const hex = (value: number) => value.toString(16);
const inBase = (part: number, base: "decimal" | "octal" | "hex") => (base === "decimal" ? String(part) : base === "octal" ? `0${part.toString(8)}` : `0x${hex(part)}`);

/** One IPv4 address as a URL's host may spell it (WHATWG URLs read them all as the same address). */
const spelledV4: fc.Arbitrary<string> = fc
  .tuple(insideV4, fc.constantFrom("dotted", "decimal", "hex", "octal", "three-part", "two-part", "mixed", "trailing-dot"), fc.array(fc.constantFrom("decimal", "octal", "hex") as fc.Arbitrary<"decimal" | "octal" | "hex">, { minLength: 4, maxLength: 4 }))
  .map(([value, spelling, bases]) => {
    const [a = 0, b = 0, c = 0, d = 0] = octets(value);
    switch (spelling) {
      case "decimal":
        return String(value);
      case "hex":
        return `0x${hex(value)}`;
      case "octal":
        return `0${value.toString(8)}`;
      case "three-part":
        return `${a}.${b}.${c * 256 + d}`;
      case "two-part":
        return `${a}.${(b * 256 + c) * 256 + d}`;
      case "mixed":
        return [a, b, c, d].map((part, index) => inBase(part, bases[index] ?? "decimal")).join(".");
      case "trailing-dot":
        return `${a}.${b}.${c}.${d}.`;
      default:
        return `${a}.${b}.${c}.${d}`;
    }
  });

const group = fc.integer({ min: 0, max: 0xffff }).map(hex);

/** IPv6 hosts, bracketed: native inside ranges and IPv4 inside IPv6. */
const spelledV6: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("::1", "0::1", "0:0:0:0:0:0:0:1", "0000:0000:0000:0000:0000:0000:0000:0001", "::", "::ffff:0:0"),
  fc.tuple(group, group).map(([x, y]) => `fe80::${x}:${y}`),
  fc.tuple(fc.integer({ min: 0xfc00, max: 0xfdff }), group, group).map(([first, x, y]) => `${hex(first)}:${x}::${y}`),
  fc.tuple(fc.integer({ min: 0xff00, max: 0xffff }), group).map(([first, x]) => `${hex(first)}::${x}`),
  fc.tuple(insideV4, fc.constantFrom("::ffff:", "0:0:0:0:0:ffff:", "64:ff9b::")).map(([value, prefix]) => `${prefix}${octets(value).join(".")}`),
  fc.tuple(insideV4, fc.constantFrom("::ffff:", "64:ff9b::", "2002:")).map(([value, prefix]) => {
    const high = hex(Math.floor(value / 2 ** 16));
    const low = hex(value % 2 ** 16);
    return prefix === "2002:" ? `2002:${high}:${low}::1` : `${prefix}${high}:${low}`;
  }),
).chain((address) => fc.boolean().map((isUpper) => `[${isUpper ? address.toUpperCase() : address}]`));

/** A URL's host that names an inside address, by address or by a name resolving to one. */
export const insideHost: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: spelledV4, weight: 5 },
  { arbitrary: spelledV6, weight: 4 },
  { arbitrary: fc.constantFrom("localhost", "LOCALHOST", "LocalHost", "①②⑦.0.0.1"), weight: 1 },
);

/** A whole http(s) URL at an inside host, with a port and a path or not. */
export const insideUrl: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom("http", "https"), insideHost, fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }), fc.constantFrom("", "/", "/v1", "/admin/s404", "/latest/meta-data/iam", "/metrics"))
  .map(([scheme, host, port, urlPath]) => `${scheme}://${host}${port === undefined ? "" : `:${port}`}${urlPath}`);
