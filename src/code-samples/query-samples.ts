// A Search and Discovery query as code: POST /collections/{name}/points/query
// (or .../query/groups, with group_by) in curl, `client.query` (or
// `client.queryGroups`) in JavaScript and `client.query_points` (or
// `client.query_points_groups`) in Python, with `using` naming the vector
// searched in a collection of named or sparse vectors, `lookup_from` another
// collection whose points the ids name, and a hybrid query's prefetches. A
// text to embed ({"text", "model"}) goes as it is; Python's client is told
// that the service embeds it. Where the service serves gRPC, Go and Rust
// too (go-query.ts, rust-query.ts), unless the query holds a part their
// clients cannot write.
import type { Schemas } from "@qdrant/js-client-rest";
import { collectionPath } from "../api-client/data-plane";
import { javascriptClientSetup, pythonClientSetup, type CodeSamples } from "./client-setup";
import { toJavaScript, toJsonValue, toPython } from "./code-literals";
import { toCurl } from "./curl-request";
import { goQueryCalls } from "./go-query";
import type { GrpcEndpoint } from "./grpc-client-setup";
import { grpcSamples } from "./grpc-samples";
import { rustQueryCalls } from "./rust-query";
import { holdsDocument, pythonLookup, pythonPrefetch, pythonQuery } from "./python-query";

type QueryRequest = Schemas["QueryRequest"] | Schemas["QueryGroupsRequest"];

function groupByOf(request: QueryRequest): string | null {
  return "group_by" in request && typeof request.group_by === "string" ? request.group_by : null;
}

function python(url: string, collection: string, request: QueryRequest): string {
  const groupBy = groupByOf(request);
  const args = [`collection_name=${JSON.stringify(collection)}`];
  if (request.prefetch !== undefined && request.prefetch !== null) args.push(`prefetch=${pythonPrefetch(request.prefetch)}`);
  args.push(`query=${pythonQuery(request.query)}`);
  if (request.using !== undefined && request.using !== null) args.push(`using=${JSON.stringify(request.using)}`);
  if (request.lookup_from !== undefined && request.lookup_from !== null) args.push(`lookup_from=${pythonLookup(request.lookup_from)}`);
  if (request.filter !== undefined && request.filter !== null) args.push(`query_filter=models.Filter(**${toPython(toJsonValue(request.filter), 1)})`);
  if (groupBy !== null) args.push(`group_by=${JSON.stringify(groupBy)}`);
  if (request.limit !== undefined && request.limit !== null) args.push(`limit=${request.limit}`);
  if ("group_size" in request && typeof request.group_size === "number") args.push(`group_size=${request.group_size}`);
  if (request.score_threshold !== undefined && request.score_threshold !== null) args.push(`score_threshold=${request.score_threshold}`);
  args.push(`with_payload=${request.with_payload ? "True" : "False"}`);
  const [call, answer] = groupBy === null ? ["query_points", "points"] : ["query_points_groups", "groups"];
  return [pythonClientSetup(url, { cloudInference: holdsDocument(request) }), "", `result = client.${call}(`, ...args.map((arg) => `    ${arg},`), ")", `print(result.${answer})`].join("\n");
}

function javascript(url: string, collection: string, request: QueryRequest): string {
  const [call, answer] = groupByOf(request) === null ? ["query", "points"] : ["queryGroups", "groups"];
  return [javascriptClientSetup(url), "", `const { ${answer} } = await client.${call}(${JSON.stringify(collection)}, ${toJavaScript(toJsonValue(request))});`, `console.log(${answer});`].join("\n");
}

export function querySamples(url: string, collection: string, request: QueryRequest, grpc?: GrpcEndpoint | null): CodeSamples {
  const path = groupByOf(request) === null ? collectionPath(collection, "points", "query") : collectionPath(collection, "points", "query", "groups");
  return {
    curl: toCurl(url, { method: "POST", path, body: toJsonValue(request) }),
    javascript: javascript(url, collection, request),
    python: python(url, collection, request),
    ...(grpc ? grpcSamples(grpc, { go: () => goQueryCalls(collection, request), rust: () => rustQueryCalls(collection, request) }) : {}),
  };
}
