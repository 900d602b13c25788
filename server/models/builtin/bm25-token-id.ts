// A BM25 token's index in the sparse vector, as Qdrant's bm25 crate
// (`token_id`: `(murmur3_32(0, token) as i32).unsigned_abs()`) and fastembed
// (`abs(mmh3.hash(token))`) compute it: the 32-bit hash read as a signed
// integer, then its absolute value. So indices lie in 0..2^31 inclusive
// (-2^31 becomes 2^31), and a token and its hash's negation share an index.
import { murmur3Hash32 } from "./murmur3-32";

export function bm25TokenId(token: string): number {
  return Math.abs(murmur3Hash32(token) | 0);
}
