// How a program connects to the data plane with an API key: the official
// Qdrant clients given the service's URL. Both clients fall back to port
// 6333 when the URL names none, so the port is spelt out for such URLs. The
// Go and Rust clients speak gRPC only (grpc-client-setup.ts).

export const CODE_LANGUAGES = ["curl", "javascript", "python"] as const;
/** Languages whose official client speaks gRPC only: shown when the service has a gRPC endpoint. */
export const GRPC_CODE_LANGUAGES = ["go", "rust"] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number] | (typeof GRPC_CODE_LANGUAGES)[number];
export type CodeSamples = Record<(typeof CODE_LANGUAGES)[number], string> & Partial<Record<(typeof GRPC_CODE_LANGUAGES)[number], string>>;

export const CODE_LANGUAGE_LABELS: Readonly<Record<CodeLanguage, string>> = { curl: "curl", javascript: "JavaScript", python: "Python", go: "Go", rust: "Rust" };


/** The environment variable the samples read the key from. */
export const API_KEY_VARIABLE = "QDRANT_API_KEY";

/** The port a client must be told, or null when the URL names it. */
export function implicitPort(url: string): number | null {
  const parsed = new URL(url);
  if (parsed.port !== "") return null;
  return parsed.protocol === "https:" ? 443 : 80;
}

export function javascriptClientSetup(url: string): string {
  const port = implicitPort(url);
  const options = [`url: ${JSON.stringify(url)}`, ...(port === null ? [] : [`port: ${port}`]), `apiKey: process.env.${API_KEY_VARIABLE}`];
  return [`import { QdrantClient } from "@qdrant/js-client-rest";`, "", `const client = new QdrantClient({ ${options.join(", ")} });`].join("\n");
}

/**
 * qdrant-client embeds texts ({"text", "model"}) itself, with FastEmbed, unless
 * told that the service does: `cloudInference` says so for requests that hold one.
 */
export function pythonClientSetup(url: string, { cloudInference = false }: { cloudInference?: boolean } = {}): string {
  const port = implicitPort(url);
  const options = [
    `url=${JSON.stringify(url)}`,
    ...(port === null ? [] : [`port=${port}`]),
    `api_key=os.environ["${API_KEY_VARIABLE}"]`,
    ...(cloudInference ? ["cloud_inference=True"] : []),
  ];
  return ["import os", "", "from qdrant_client import QdrantClient, models", "", `client = QdrantClient(${options.join(", ")})`].join("\n");
}

