// A Search and Discovery query as code: POST /collections/{name}/points/query
// in curl, `client.query` in JavaScript and `client.query_points` in Python,
// with `using` naming the vector searched in a collection of named vectors.
import type { Schemas } from "@qdrant/js-client-rest";
import { collectionPath } from "../api-client/data-plane";
import { javascriptClientSetup, pythonClientSetup, type CodeSamples } from "./client-setup";
import { toJavaScript, toJsonValue, toPython } from "./code-literals";
import { toCurl } from "./curl-request";

type QueryRequest = Schemas["QueryRequest"];

function isRecommendQuery(query: QueryRequest["query"]): query is Schemas["RecommendQuery"] {
  return typeof query === "object" && query !== null && "recommend" in query && typeof query.recommend === "object" && query.recommend !== null;
}

/** Python's query: a models.RecommendQuery for examples; a vector or a point id as itself. */
function pythonQuery(query: QueryRequest["query"]): string {
  if (!isRecommendQuery(query)) return toPython(toJsonValue(query ?? null), 1);
  const { positive, negative } = query.recommend;
  return `models.RecommendQuery(recommend=models.RecommendInput(positive=${toPython(toJsonValue(positive ?? []))}, negative=${toPython(toJsonValue(negative ?? []))}))`;
}

function python(url: string, collection: string, request: QueryRequest): string {
  const args = [`collection_name=${JSON.stringify(collection)}`, `query=${pythonQuery(request.query)}`];
  if (request.using !== undefined && request.using !== null) args.push(`using=${JSON.stringify(request.using)}`);
  if (request.filter !== undefined && request.filter !== null) args.push(`query_filter=models.Filter(**${toPython(toJsonValue(request.filter), 1)})`);
  if (request.limit !== undefined && request.limit !== null) args.push(`limit=${request.limit}`);
  if (request.score_threshold !== undefined && request.score_threshold !== null) args.push(`score_threshold=${request.score_threshold}`);
  args.push(`with_payload=${request.with_payload ? "True" : "False"}`);
  return [pythonClientSetup(url), "", "result = client.query_points(", ...args.map((arg) => `    ${arg},`), ")", "print(result.points)"].join("\n");
}

export function querySamples(url: string, collection: string, request: QueryRequest): CodeSamples {
  const body = toJsonValue(request);
  return {
    curl: toCurl(url, { method: "POST", path: collectionPath(collection, "points", "query"), body }),
    javascript: [javascriptClientSetup(url), "", `const { points } = await client.query(${JSON.stringify(collection)}, ${toJavaScript(body)});`, "console.log(points);"].join("\n"),
    python: python(url, collection, request),
  };
}
