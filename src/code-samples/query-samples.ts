// A Search and Discovery query as code: POST /collections/{name}/points/query
// in curl, `client.query` in JavaScript and `client.query_points` in Python.
import { collectionPath } from "../api-client/data-plane";
import type { JsonValue, QueryInput, QueryRequest } from "../api-client/qdrant-types";
import { javascriptClientSetup, pythonClientSetup, type CodeSamples } from "./client-setup";
import { toJavaScript, toPython } from "./code-literals";
import { toCurl } from "./curl-request";

function asJson(request: QueryRequest): JsonValue {
  return JSON.parse(JSON.stringify(request)) as JsonValue;
}

function pythonQuery(query: QueryInput): string {
  if (Array.isArray(query) || typeof query !== "object") return toPython(query, 1);
  const { positive, negative } = query.recommend;
  return `models.RecommendQuery(recommend=models.RecommendInput(positive=${toPython(positive)}, negative=${toPython(negative)}))`;
}

function python(url: string, collection: string, request: QueryRequest): string {
  const args = [`collection_name=${JSON.stringify(collection)}`, `query=${pythonQuery(request.query)}`];
  if (request.filter !== undefined) args.push(`query_filter=models.Filter(**${toPython(request.filter, 1)})`);
  args.push(`limit=${request.limit}`);
  if (request.score_threshold !== undefined) args.push(`score_threshold=${request.score_threshold}`);
  args.push(`with_payload=${request.with_payload ? "True" : "False"}`);
  return [pythonClientSetup(url), "", "result = client.query_points(", ...args.map((arg) => `    ${arg},`), ")", "print(result.points)"].join("\n");
}

export function querySamples(url: string, collection: string, request: QueryRequest): CodeSamples {
  return {
    curl: toCurl(url, { method: "POST", path: collectionPath(collection, "points", "query"), body: asJson(request) }),
    javascript: [
      javascriptClientSetup(url),
      "",
      `const { points } = await client.query(${JSON.stringify(collection)}, ${toJavaScript(asJson(request))});`,
      "console.log(points);",
    ].join("\n"),
    python: python(url, collection, request),
  };
}
