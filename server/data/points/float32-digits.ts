// Vectors read back as Qdrant prints them: it keeps float32 and serde prints
// each with the fewest digits that read back as the same float32 (0.05, not
// the 0.05000000074505806 that float32's widened value prints as). Applied
// only to what a reply returns, never to vectors searched with.
import type { StoredPoint, StoredVector } from "../../engine/vector-engine";

/** Powers of ten that are exact doubles (10^22 is the last). */
const POW10 = Array.from({ length: 23 }, (_, power) => 10 ** power);

/**
 * The shortest decimal that reads back as the same float32 and, of those, the nearest (as serde's ryu prints it), as a
 * number: JSON then prints those digits. Scaled by an exact power of ten and rounded (about a third of toPrecision's
 * cost); values far from 1 and near-ties go to toPrecision, which rounds exactly.
 */
export function shortestFloat32(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.abs(value);
  let exponent = Math.floor(Math.log10(magnitude));
  if (Math.abs(exponent) > 13) return byPrecision(value);
  // log10 may round across a power of ten: the exponent is that of the leading digit.
  if (isBelowPowerOfTen(magnitude, exponent)) exponent -= 1;
  else if (!isBelowPowerOfTen(magnitude, exponent + 1)) exponent += 1;
  // More digits never read back further away (the nearest value of p digits is one of p + 1): bisect 1..9.
  let low = 1;
  let high = 9;
  let found = NaN;
  while (low <= high) {
    const digits = (low + high) >> 1;
    const candidate = rounded(value, digits - 1 - exponent);
    if (candidate === undefined) return byPrecision(value);
    if (Math.fround(candidate) === value) {
      found = candidate;
      high = digits - 1;
    } else low = digits + 1;
  }
  return Number.isNaN(found) ? byPrecision(value) : found;
}

function isBelowPowerOfTen(magnitude: number, exponent: number): boolean {
  return exponent >= 0 ? magnitude < (POW10[exponent] as number) : magnitude * (POW10[-exponent] as number) < 1;
}

/** value rounded to `shift` decimal places (negative: to tens, hundreds...), exactly as a decimal parses; undefined near a tie, where the scaling's error could round the wrong way. */
function rounded(value: number, shift: number): number | undefined {
  const scale = POW10[Math.abs(shift)] as number;
  const scaled = shift >= 0 ? value * scale : value / scale;
  const whole = Math.round(scaled);
  if (Math.abs(Math.abs(scaled - whole) - 0.5) < 1e-6) return undefined;
  return shift >= 0 ? whole / scale : whole * scale;
}

/** The same by toPrecision: the fewest digits that read back, bisected. */
function byPrecision(value: number): number {
  let low = 1;
  let high = 9;
  while (low < high) {
    const digits = (low + high) >> 1;
    if (Math.fround(Number(value.toPrecision(digits))) === value) high = digits;
    else low = digits + 1;
  }
  return Number(value.toPrecision(low));
}

function shortestList(values: readonly number[]): number[] {
  return values.map(shortestFloat32);
}

function shownVector(vector: StoredVector): StoredVector {
  if (!Array.isArray(vector)) return { indices: vector.indices, values: shortestList(vector.values) };
  return vector.map((row: number | number[]) => (typeof row === "number" ? shortestFloat32(row) : shortestList(row))) as StoredVector;
}

/** A point's vectors (a list, a multi-vector, or by name) as Qdrant prints them. */
export function shownVectors(vector: NonNullable<StoredPoint["vector"]>): NonNullable<StoredPoint["vector"]> {
  if (Array.isArray(vector)) return shownVector(vector) as number[] | number[][];
  const named: Record<string, StoredVector> = {};
  for (const [name, value] of Object.entries(vector)) named[name] = shownVector(value);
  return named;
}

/** A score as Qdrant prints it: it scores in float32 (ScoreType is f32), so 0.8 rather than the double 0.7999999821186066. */
export function shownScore(score: number): number {
  return shortestFloat32(Math.fround(score));
}
