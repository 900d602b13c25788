// The tus request headers the upload routes read, checked at the edge like
// any other input: a value the service cannot use is a 400 naming the header,
// before tus or the store sees it. Upload-Metadata's values are base64 of
// UTF-8 text (file names among them, stored in PostgreSQL, which holds no
// NUL); Upload-Checksum is the checksum extension's `<algorithm> <base64>`.
// Both parsers serve the service as well (server/uploads/).
import { z } from "zod";
import { NUL } from "./text";

export const TUS_VERSION = "1.0.0";

/** Upload-Metadata as the service keeps it: at most this many characters. */
export const UPLOAD_METADATA_MAX_LENGTH = 8192;

/** The checksum algorithms Upload-Checksum may name, with their digests' sizes in bytes. */
export const CHECKSUM_DIGEST_BYTES = { sha1: 20, sha256: 32, sha512: 64, md5: 16 } as const;
export type ChecksumAlgorithm = keyof typeof CHECKSUM_DIGEST_BYTES;

export interface UploadChecksum {
  algorithm: ChecksumAlgorithm;
  /** The digest as sent, in base64. */
  digest: string;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function isChecksumAlgorithm(name: string): name is ChecksumAlgorithm {
  return Object.hasOwn(CHECKSUM_DIGEST_BYTES, name);
}

function decodeBase64(value: string): Uint8Array | null {
  if (value.length % 4 !== 0 || !BASE64.test(value)) return null;
  return Uint8Array.from(atob(value), (character) => character.charCodeAt(0));
}

/** Why a metadata key cannot be one (tus: ASCII, no space, no comma, not empty), or null. */
function keyProblem(key: string): string | null {
  if (key === "") return "a key is empty: each pair is `key base64(value)`, pairs separated by commas";
  // Control characters and bytes above ASCII included: a key is plain ASCII.
  if (!/^[\x21-\x2b\x2d-\x7e]+$/.test(key)) return `the key ${JSON.stringify(key)} is not plain ASCII without spaces or commas`;
  return null;
}

/**
 * Upload-Metadata read as tus reads it (comma-separated `key base64(value)`
 * pairs, a value optional, keys unique), each value UTF-8 text without NUL.
 */
export function parseUploadMetadata(header: string): { metadata: Record<string, string | null> } | { problem: string } {
  const metadata: Record<string, string | null> = {};
  for (const pair of header.split(",")) {
    const tokens = pair.split(" ");
    if (tokens.length > 2) return { problem: "each pair is `key base64(value)`, pairs separated by commas without spaces" };
    const [key = "", value] = tokens;
    const problem = keyProblem(key);
    if (problem !== null) return { problem };
    if (Object.hasOwn(metadata, key)) return { problem: `the key ${key} is sent twice` };
    if (value === undefined) {
      metadata[key] = null;
      continue;
    }
    const bytes = decodeBase64(value);
    if (bytes === null) return { problem: `the value of ${key} is not base64` };
    let text: string;
    try {
      text = strictUtf8.decode(bytes);
    } catch {
      return { problem: `the value of ${key} is not UTF-8 text` };
    }
    if (text.includes(NUL)) return { problem: `the value of ${key} must not contain a NUL character (U+0000)` };
    metadata[key] = text;
  }
  return { metadata };
}

/** Upload-Checksum: the algorithm and the digest of this request's bytes. */
export function parseUploadChecksum(header: string): { checksum: UploadChecksum } | { problem: string } {
  const [algorithm = "", digest = "", ...rest] = header.split(" ");
  const named = `expected an algorithm (${Object.keys(CHECKSUM_DIGEST_BYTES).join(", ")}), a space and the bytes' digest in base64`;
  if (rest.length > 0 || !isChecksumAlgorithm(algorithm)) return { problem: named };
  const bytes = decodeBase64(digest);
  if (bytes === null || bytes.length === 0) return { problem: named };
  const expected = CHECKSUM_DIGEST_BYTES[algorithm];
  if (bytes.length !== expected) return { problem: `a ${algorithm} digest is ${expected} bytes, this one ${bytes.length}` };
  return { checksum: { algorithm, digest } };
}

function checkedBy(parse: (value: string) => { problem: string } | object) {
  return (value: string, context: z.RefinementCtx) => {
    const parsed = parse(value);
    if ("problem" in parsed) context.addIssue({ code: "custom", message: parsed.problem });
  };
}

export const bytesHeader = (description: string) => z.string().regex(/^\d{1,16}$/, "expected a number of bytes").optional().meta({ description });

export const tusVersionHeader = z.string().optional().meta({ description: `The protocol's version: ${TUS_VERSION} (412 without it)` });

export const uploadMetadataHeader = z
  .string()
  .max(UPLOAD_METADATA_MAX_LENGTH, `at most ${UPLOAD_METADATA_MAX_LENGTH} characters`)
  .superRefine(checkedBy(parseUploadMetadata))
  .optional()
  .meta({ description: "Comma-separated `key base64(value)` pairs, each value UTF-8 text without NUL; `filename` and `filetype` are kept and listed" });

export const uploadChecksumHeader = z
  .string()
  .superRefine(checkedBy(parseUploadChecksum))
  .optional()
  .meta({
    description:
      `The checksum extension: \`<algorithm> <base64 digest>\` of this request's bytes (${Object.keys(CHECKSUM_DIGEST_BYTES).join(", ")}). ` +
      "When they do not match, none of them are kept and the answer is 400",
  });
