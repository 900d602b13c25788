// Data-plane bodies are JSON whatever their Content-Type says (curl -d sends
// form encoding; Qdrant users expect it to work), up to MAX_BODY_BYTES, with
// Qdrant's wording for what cannot be parsed. An empty body is no body: the
// route reads it as its defaults. A body nested deeper than Qdrant's reader
// takes is refused before it is parsed (contract/qdrant/json-depth.ts).
import type { FastifyInstance } from "fastify";
import { findTooDeep } from "../../../contract/qdrant/json-depth";
import { formatError } from "../qdrant-errors";

/** Qdrant's default max_request_size_mb. */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export function parseBodiesAsJson(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: MAX_BODY_BYTES }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    const tooDeep = findTooDeep(text);
    if (tooDeep) {
      done(formatError(`recursion limit exceeded at line ${tooDeep.line} column ${tooDeep.column}`), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(formatError(error instanceof Error ? error.message : String(error)), undefined);
    }
  });
}
