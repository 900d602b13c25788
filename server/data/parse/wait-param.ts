// ?wait=true: answer once the write is applied and durable ("completed");
// otherwise (Qdrant's default) answer at once ("acknowledged") and apply it in
// the background, in order with the collection's other writes.
import type { FastifyRequest } from "fastify";
import { AppError } from "../../errors";

export function readWaitParam(request: FastifyRequest): boolean {
  const query = request.query as Record<string, string | string[] | undefined> | undefined;
  const raw = query?.wait;
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined || value === "false") return false;
  if (value === "true" || value === "") return true;
  throw new AppError("bad_request", `Format error in query parameters: wait: invalid value ${JSON.stringify(value)}, expected true or false`);
}
