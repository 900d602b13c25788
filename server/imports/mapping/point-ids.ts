// Point ids of an import: from the id column (an unsigned integer or a UUID,
// as Qdrant takes them), or, without one, derived from the file and the row.
// A derived id is a name-based UUID (RFC 9562 version 5) of the file's
// fingerprint and the row number: the same row of the same file gets the same
// id in a resumed import and in a repeated one, so neither duplicates points.
import { createHash } from "node:crypto";
import type { PointId } from "../../engine/filter/filter-tree";
import { describe, isBlank, type CellResult } from "./cell-values";

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** The namespace of import ids (itself a random UUID, fixed forever: changing it changes every derived id). */
const IMPORT_NAMESPACE = Buffer.from("5f0c8f1e6a2d4c7b9e3f1a2b3c4d5e6f", "hex");

export function readPointId(cell: unknown): CellResult<PointId> {
  if (isBlank(cell)) return { reason: "the id is empty" };
  if (typeof cell === "number" && Number.isSafeInteger(cell) && cell >= 0) return { value: cell };
  if (typeof cell === "bigint" && cell >= 0n && cell <= 0xffffffffffffffffn) return { value: Number.isSafeInteger(Number(cell)) ? Number(cell) : cell.toString() };
  if (typeof cell === "string") {
    const text = cell.trim();
    if (/^\d+$/.test(text) && BigInt(text) <= 0xffffffffffffffffn) return Number.isSafeInteger(Number(text)) ? { value: Number(text) } : { reason: `${text} is beyond 2^53: give it as a UUID` };
    if (UUID.test(text)) return { value: formatUuid(text.replaceAll("-", "").toLowerCase()) };
  }
  return { reason: `${describe(cell)} is not a point id: give an unsigned integer or a UUID` };
}

export function derivedPointId(fileFingerprint: string, rowNumber: number): string {
  const hash = createHash("sha1").update(IMPORT_NAMESPACE).update(`${fileFingerprint}:${rowNumber}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  return formatUuid(hash.subarray(0, 16).toString("hex"));
}

function formatUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
