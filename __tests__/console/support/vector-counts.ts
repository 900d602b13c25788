// The data plane's exact count of the points holding each vector, as the
// collection page asks it (POST /collections/{name}/points/count with a
// has_vector filter): answered from a table of counts by vector name.
import { qdrantError, qdrantOk, type ServiceAnswer, type ServiceRequest } from "./service-edge";

/** The vector name a count request asks about, or null when it is not a has_vector count. */
export function countedVector(request: ServiceRequest): string | null {
  const body = request.body as { filter?: { must?: { has_vector?: unknown }[] } } | undefined;
  const name = body?.filter?.must?.[0]?.has_vector;
  return typeof name === "string" ? name : null;
}

/** Answers each vector's count; a vector not in the table is one Qdrant does not know. */
export function answerVectorCounts(counts: Record<string, number>): (request: ServiceRequest) => ServiceAnswer {
  return (request) => {
    const name = countedVector(request);
    const count = name === null ? undefined : counts[name];
    return count === undefined ? qdrantError(400, `Wrong input: Not existing vector name error: ${name}`) : qdrantOk({ count });
  };
}
