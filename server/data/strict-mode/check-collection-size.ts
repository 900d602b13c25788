// Qdrant's collection size limits (verification/update.rs,
// check_collection_size_limit): a write that adds data is refused once the
// collection has reached max_collection_vector_size_bytes,
// max_collection_payload_size_bytes or max_points_count, measured before the
// write (so the write that crosses a limit passes, and the next is refused).
// Qdrant answers these as BadRequest, not as strict mode errors. Sizes come
// from what the engine measures (engine.measure: points, bytes on disk), as
// the metrics do (server/metrics/measure-collections.ts): the vectors are
// each point's dense vectors at their datatype's width (Qdrant's own estimate
// for a dense collection: 15 points of 4 float32s are 240 bytes), and the
// payload is what the collection's files hold beside them (an upper bound: the
// engine's graph and metadata count too). Sparse vectors and a multivector's
// further rows are not counted.
import type { Collection } from "../../db/schema";
import { rustFloat } from "../../../contract/qdrant/wording";
import { badRequest } from "../qdrant-errors";
import type { StrictContext } from "./strict-context";

export type SizeLimit = "vectors" | "payload" | "points";

/** `limits`: which of the three the write is held to (an upsert to all, set_payload to the payload's). */
export async function checkCollectionSize(context: StrictContext, limits: readonly SizeLimit[]): Promise<void> {
  const { config, collection } = context;
  const vectorLimit = limits.includes("vectors") ? config.max_collection_vector_size_bytes : undefined;
  const payloadLimit = limits.includes("payload") ? config.max_collection_payload_size_bytes : undefined;
  const pointsLimit = limits.includes("points") ? config.max_points_count : undefined;
  if (typeof vectorLimit !== "number" && typeof payloadLimit !== "number" && typeof pointsLimit !== "number") return;
  const { pointsCount, diskBytes } = await context.measure();
  const vectorBytes = pointsCount * denseBytesPerPoint(collection);
  if (typeof vectorLimit === "number" && vectorBytes >= vectorLimit) throw badRequest(`Max vector storage size limit of ${megabytes(vectorLimit)}MB reached!`);
  if (typeof payloadLimit === "number" && Math.max(0, diskBytes - vectorBytes) >= payloadLimit) throw badRequest(`Max payload storage size limit of ${megabytes(payloadLimit)}MB reached!`);
  if (typeof pointsLimit === "number" && pointsCount >= pointsLimit) throw badRequest(`Max points count limit of ${pointsLimit} reached!`);
}

/** The bytes of one point's dense vectors: each vector's size times its datatype's width. */
function denseBytesPerPoint(collection: Collection): number {
  const named = collection.settings.namedVectors;
  if (!named) return collection.vectorSize * width(collection.settings.vectorDatatype);
  return Object.values(named).reduce((total, vector) => total + vector.size * width(vector.datatype), 0);
}

function width(datatype: "float16" | "uint8" | undefined): number {
  return datatype === "uint8" ? 1 : datatype === "float16" ? 2 : 4;
}

/** The limit in megabytes as Qdrant prints it: an f32, in the fewest digits that read back as that f32. */
function megabytes(bytes: number): string {
  const value = Math.fround(bytes / (1024 * 1024));
  for (let digits = 1; digits < 10; digits += 1) {
    const shortest = Number(value.toPrecision(digits));
    if (Math.fround(shortest) === value) return rustFloat(shortest);
  }
  return rustFloat(value);
}
