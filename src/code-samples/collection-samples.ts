// The create-collection dialog's request as code: the collection, then one
// payload index per field, in curl, JavaScript and Python.
import { collectionPath } from "../api-client/data-plane";
import type { CreateCollectionBody, CreatePayloadIndexBody } from "../api-client/qdrant-types";
import { javascriptClientSetup, pythonClientSetup, type CodeSamples } from "./client-setup";
import { toJavaScript } from "./code-literals";
import { toCurl } from "./curl-request";

export interface CreateCollectionRequest {
  name: string;
  body: CreateCollectionBody;
  indexes: CreatePayloadIndexBody[];
}

function curl(url: string, { name, body, indexes }: CreateCollectionRequest): string {
  const create = toCurl(url, { method: "PUT", path: collectionPath(name), body: { vectors: { ...body.vectors } } });
  const indexCalls = indexes.map((index) => toCurl(url, { method: "PUT", path: `${collectionPath(name, "index")}?wait=true`, body: { ...index } }));
  return [create, ...indexCalls].join("\n\n");
}

function javascript(url: string, { name, body, indexes }: CreateCollectionRequest): string {
  const collection = JSON.stringify(name);
  const lines = [javascriptClientSetup(url), "", `await client.createCollection(${collection}, ${toJavaScript({ vectors: { ...body.vectors } })});`];
  for (const index of indexes) lines.push(`await client.createPayloadIndex(${collection}, ${toJavaScript({ ...index, wait: true })});`);
  return lines.join("\n");
}

function python(url: string, { name, body, indexes }: CreateCollectionRequest): string {
  const collection = JSON.stringify(name);
  const { size, distance } = body.vectors;
  const lines = [
    pythonClientSetup(url),
    "",
    "client.create_collection(",
    `    collection_name=${collection},`,
    `    vectors_config=models.VectorParams(size=${size}, distance=models.Distance.${distance.toUpperCase()}),`,
    ")",
  ];
  for (const index of indexes) {
    lines.push(
      "client.create_payload_index(",
      `    collection_name=${collection},`,
      `    field_name=${JSON.stringify(index.field_name)},`,
      `    field_schema=models.PayloadSchemaType.${index.field_schema.toUpperCase()},`,
      "    wait=True,",
      ")",
    );
  }
  return lines.join("\n");
}

export function createCollectionSamples(url: string, request: CreateCollectionRequest): CodeSamples {
  return { curl: curl(url, request), javascript: javascript(url, request), python: python(url, request) };
}
