// The data plane's errors, worded as Qdrant words them, so that clients and
// scripts written against Qdrant read the same messages. All are the service's
// one error type (AppError); server/data/http/error-handler.ts gives them
// Qdrant's shape, {"status":{"error":"..."},"time":...}.
import type { PointId } from "../engine/filter/filter-tree";
import { AppError } from "../errors";

/** 404 "Not found: Collection `x` doesn't exist!" */
export function collectionNotFound(name: string): AppError {
  return new AppError("not_found", `Not found: Collection \`${name}\` doesn't exist!`);
}

/**
 * 404 "Not found: Collection x not found": another collection a query names (lookup_from, with_lookup) that does not
 * exist, as Qdrant's CollectionError::NotFound words it (the collection in the path is collectionNotFound's).
 */
export function otherCollectionNotFound(name: string): AppError {
  return new AppError("not_found", `Not found: Collection ${name} not found`);
}

/** 409 for a write to a collection a snapshot is being restored into: the restore would replace it. */
export function restoringRefusal(name: string): AppError {
  return new AppError("conflict", `Collection \`${name}\` is being restored from a snapshot: writes are refused until the restore ends`);
}

/** 409 "Wrong input: Collection `x` already exists!" */
export function collectionAlreadyExists(name: string): AppError {
  return new AppError("conflict", `Wrong input: Collection \`${name}\` already exists!`);
}

/** 404 for a path Qdrant has and this service does not offer (or a path no Qdrant route matches). */
export function notOffered(method: string, path: string): AppError {
  return new AppError("not_found", `Not found: ${method} ${path} is not offered by this service`);
}

export function pointNotFound(id: PointId): AppError {
  return new AppError("not_found", `Not found: No point with id ${id} found`);
}

/** 404 for a point given by id whose vector of that name a query needs, and which it does not hold (the name as Rust's Debug quotes it). */
export function vectorNotFound(name: string): AppError {
  return new AppError("not_found", `Not found: Vector with name ${JSON.stringify(name)} for point`);
}

/** 400 "Wrong input: ...": a well-formed request that the collection cannot take (Qdrant's BadInput). */
export function wrongInput(description: string): AppError {
  return new AppError("bad_request", `Wrong input: ${description}`);
}

/** 400 "Bad request: ...": a request Qdrant refuses before it reaches the collection's data (its BadRequest). */
export function badRequest(description: string): AppError {
  return new AppError("bad_request", `Bad request: ${description}`);
}

/**
 * 400 "Bad request: <error>. Help: <solution>": a request the collection's strict mode refuses. Qdrant builds the
 * description as CollectionError::strict_mode does ("{error}. Help: {solution}") and answers its StrictMode error as
 * StorageError::BadRequest with that description (lib/storage/src/content_manager/errors.rs), so the reply reads
 * "Bad request: ...", without the "Strict mode error: " that CollectionError's own Display would put first.
 */
export function strictModeError(error: string, solution: string): AppError {
  return badRequest(`${error}. Help: ${solution}`);
}

/**
 * 429 "Rate limiting exceeded: ...": a collection's read or write rate limit (strict mode), with the seconds to wait
 * when waiting helps (Qdrant's Retry-After header, set by http/error-handler.ts).
 */
export function rateLimitExceeded(description: string, retryAfterSeconds?: number): AppError {
  const details = retryAfterSeconds === undefined ? undefined : { retryAfter: String(retryAfterSeconds) };
  return new AppError("rate_limited", `Rate limiting exceeded: ${description}`, { details });
}

/** 400 "Format error in JSON body: ...": the body is not JSON, or not the shape the endpoint reads. */
export function formatError(description: string, where = "JSON body"): AppError {
  return new AppError("bad_request", `Format error in ${where}: ${description}`);
}

/** 422 "Validation error in JSON body: [...]": the right shape with values out of range. */
export function validationError(problems: readonly string[], where = "JSON body"): AppError {
  return new AppError("unprocessable", `Validation error in ${where}: [${problems.join("; ")}]`);
}

export function vectorDimensionError(expected: number, got: number): AppError {
  return wrongInput(`Vector dimension error: expected dim: ${expected}, got ${got}`);
}

export function forbidden(description: string): AppError {
  return new AppError("forbidden", `Forbidden: ${description}`);
}

export function unauthorized(description: string): AppError {
  return new AppError("unauthorized", description);
}

/** A key limited to named collections, asked for another. */
export function collectionRefused(name: string): AppError {
  return forbidden(`Access to collection \`${name}\` is not granted to this API key`);
}
