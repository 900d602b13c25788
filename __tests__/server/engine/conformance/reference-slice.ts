// Qdrant's slice of a point id, computed apart from the engine's code: SipHash-2-4
// written with BigInt straight from the paper (Aumasson and Bernstein, "SipHash: a
// fast short-input PRF", 2012), zero key, over the bytes Qdrant hashes (8
// little-endian bytes of an integer id, the 16 bytes of a UUID as written:
// qdrant lib/segment/src/types.rs, slice_point_id_hash), modulo the total.
import type { PointId } from "../../../../server/engine/filter/filter-tree";

const MASK = (1n << 64n) - 1n;

const rotl = (x: bigint, bits: bigint): bigint => ((x << bits) | (x >> (64n - bits))) & MASK;

/** SipHash-2-4 of `bytes` under a zero key, as an unsigned 64-bit BigInt. */
export function referenceSipHash(bytes: readonly number[]): bigint {
  let [v0, v1, v2, v3] = [0x736f6d6570736575n, 0x646f72616e646f6dn, 0x6c7967656e657261n, 0x7465646279746573n];
  const round = () => {
    v0 = (v0 + v1) & MASK;
    v1 = rotl(v1, 13n) ^ v0;
    v0 = rotl(v0, 32n);
    v2 = (v2 + v3) & MASK;
    v3 = rotl(v3, 16n) ^ v2;
    v0 = (v0 + v3) & MASK;
    v3 = rotl(v3, 21n) ^ v0;
    v2 = (v2 + v1) & MASK;
    v1 = rotl(v1, 17n) ^ v2;
    v2 = rotl(v2, 32n);
  };
  // The message in 8-byte little-endian words, the last padded with zeros and the length's low byte on top.
  const padded = [...bytes, ...new Array<number>(7 - (bytes.length % 8)).fill(0), bytes.length & 0xff];
  for (let at = 0; at < padded.length; at += 8) {
    const word = padded.slice(at, at + 8).reduceRight((sum, byte) => (sum << 8n) | BigInt(byte), 0n);
    v3 ^= word;
    round();
    round();
    v0 ^= word;
  }
  v2 ^= 0xffn;
  for (let index = 0; index < 4; index += 1) round();
  return v0 ^ v1 ^ v2 ^ v3;
}

export function referenceIdBytes(id: PointId): number[] {
  if (typeof id === "number" || /^\d+$/.test(id)) {
    const value = BigInt(id);
    return Array.from({ length: 8 }, (_, index) => Number((value >> BigInt(8 * index)) & 0xffn));
  }
  return (id.replaceAll("-", "").toLowerCase().match(/../g) ?? []).map((pair) => parseInt(pair, 16));
}

export function referenceSlice(id: PointId, total: number): number {
  return Number(referenceSipHash(referenceIdBytes(id)) % BigInt(total));
}
