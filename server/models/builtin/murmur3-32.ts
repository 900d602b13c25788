// MurmurHash3, x86 32-bit variant, over a string's UTF-8 bytes: the hash
// Qdrant's BM25 (the murmur3_32 crate) and fastembed (Python's mmh3) give a
// token. No murmur3 package is installed here (imurmurhash, pulled in by dev
// tooling, hashes UTF-16 code units, not UTF-8 bytes), so it is written out.
const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;

const encoder = new TextEncoder();

/** The unsigned 32-bit hash of the string's UTF-8 bytes. */
export function murmur3Hash32(text: string, seed = 0): number {
  const bytes = encoder.encode(text);
  const blocks = bytes.length & ~3;
  let h = seed >>> 0;
  for (let at = 0; at < blocks; at += 4) {
    const k = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 3] ?? 0) << 24);
    h ^= mixBlock(k);
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  const rest = bytes.length & 3;
  if (rest > 0) {
    let tail = 0;
    for (let at = rest - 1; at >= 0; at -= 1) tail = (tail << 8) | (bytes[blocks + at] ?? 0);
    h ^= mixBlock(tail);
  }
  h ^= bytes.length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function mixBlock(block: number): number {
  let k = Math.imul(block, C1);
  k = (k << 15) | (k >>> 17);
  return Math.imul(k, C2);
}
