// The create-collection dialog's request as code: the collection (one unnamed
// vector, named vectors or none, and sparse vectors), then one payload index
// per field, in curl, JavaScript and Python, and in Go and Rust where the
// service serves gRPC (grpc-collection-samples.ts).
import type { Schemas } from "@qdrant/js-client-rest";
import { collectionPath } from "../api-client/data-plane";
import { javascriptClientSetup, pythonClientSetup, type CodeSamples } from "./client-setup";
import { toJavaScript, toJsonValue, toPython } from "./code-literals";
import { isVectorParams, type CreateCollectionRequest } from "./collection-request";
import { toCurl } from "./curl-request";
import { goCreateCollectionCalls, rustCreateCollectionCalls } from "./grpc-collection-samples";
import type { GrpcEndpoint } from "./grpc-client-setup";
import { grpcSamples } from "./grpc-samples";

export type { CreateCollectionRequest } from "./collection-request";

function pythonVectorParams(params: Schemas["VectorParams"]): string {
  return `models.VectorParams(size=${params.size}, distance=models.Distance.${params.distance.toUpperCase()})`;
}

/** Python's vectors_config: models.VectorParams for the one unnamed vector, a dict of them by name for named vectors. */
function pythonVectors(vectors: Schemas["CreateCollection"]["vectors"]): string {
  if (isVectorParams(vectors)) return pythonVectorParams(vectors);
  const named = Object.entries(vectors ?? {}).filter((entry): entry is [string, Schemas["VectorParams"]] => isVectorParams(entry[1]));
  if (named.length === 0) return toPython(toJsonValue(vectors ?? null), 1);
  return ["{", ...named.map(([name, params]) => `        ${JSON.stringify(name)}: ${pythonVectorParams(params)},`), "    }"].join("\n");
}

/** Python's sparse_vectors_config: models.SparseVectorParams by name, with the modifier when there is one. */
function pythonSparseVectors(sparse: NonNullable<Schemas["CreateCollection"]["sparse_vectors"]>): string {
  const entries = Object.entries(sparse).map(([name, params]) => {
    const modifier = typeof params?.modifier === "string" ? `modifier=models.Modifier.${params.modifier.toUpperCase()}` : "";
    return `        ${JSON.stringify(name)}: models.SparseVectorParams(${modifier}),`;
  });
  return ["{", ...entries, "    }"].join("\n");
}

/** What the collection is created with: its vectors, and its sparse vectors when it has any. */
function collectionBody(body: Schemas["CreateCollection"]): Schemas["CreateCollection"] {
  return body.sparse_vectors === undefined || body.sparse_vectors === null ? { vectors: body.vectors } : { vectors: body.vectors, sparse_vectors: body.sparse_vectors };
}

/** Python's field_schema: a models.PayloadSchemaType for a plain type, else the JSON. */
function pythonFieldSchema(schema: Schemas["CreateFieldIndex"]["field_schema"]): string {
  return typeof schema === "string" ? `models.PayloadSchemaType.${schema.toUpperCase()}` : toPython(toJsonValue(schema ?? null), 1);
}

function curl(url: string, { name, body, indexes }: CreateCollectionRequest): string {
  const create = toCurl(url, { method: "PUT", path: collectionPath(name), body: toJsonValue(collectionBody(body)) });
  const indexCalls = indexes.map((index) => toCurl(url, { method: "PUT", path: `${collectionPath(name, "index")}?wait=true`, body: toJsonValue(index) }));
  return [create, ...indexCalls].join("\n\n");
}

function javascript(url: string, { name, body, indexes }: CreateCollectionRequest): string {
  const collection = JSON.stringify(name);
  const lines = [javascriptClientSetup(url), "", `await client.createCollection(${collection}, ${toJavaScript(toJsonValue(collectionBody(body)))});`];
  for (const index of indexes) lines.push(`await client.createPayloadIndex(${collection}, ${toJavaScript(toJsonValue({ ...index, wait: true }))});`);
  return lines.join("\n");
}

function python(url: string, { name, body, indexes }: CreateCollectionRequest): string {
  const collection = JSON.stringify(name);
  const sparse = body.sparse_vectors === undefined || body.sparse_vectors === null ? [] : [`    sparse_vectors_config=${pythonSparseVectors(body.sparse_vectors)},`];
  const lines = [pythonClientSetup(url), "", "client.create_collection(", `    collection_name=${collection},`, `    vectors_config=${pythonVectors(body.vectors)},`, ...sparse, ")"];
  for (const index of indexes) {
    lines.push(
      "client.create_payload_index(",
      `    collection_name=${collection},`,
      `    field_name=${JSON.stringify(index.field_name)},`,
      `    field_schema=${pythonFieldSchema(index.field_schema)},`,
      "    wait=True,",
      ")",
    );
  }
  return lines.join("\n");
}

/**
 * A form not filled in yet names its collection "<name>" and sizes a vector 0
 * (no valid name holds "<", no valid size is 0): the code shows <name> in the
 * URL as typed rather than percent-encoded, and <dimension> for the size.
 */
function showPlaceholders(code: string): string {
  return code.replaceAll("/%3Cname%3E", "/<name>").replace(/(\bsize"?\s*[:=]\s*)0\b/g, "$1<dimension>");
}

export function createCollectionSamples(url: string, request: CreateCollectionRequest, grpc?: GrpcEndpoint | null): CodeSamples {
  return {
    curl: showPlaceholders(curl(url, request)),
    javascript: showPlaceholders(javascript(url, request)),
    python: showPlaceholders(python(url, request)),
    ...(grpc ? grpcSamples(grpc, { go: () => ({ calls: goCreateCollectionCalls(request) }), rust: () => rustCreateCollectionCalls(request) }) : {}),
  };
}
