// An OpenAI-compatible embeddings endpoint on a loopback port: the network
// edge of external models, the one thing their tests stand in for. It answers
// POST /v1/embeddings as the test says (by default OpenAI's answer, with a
// vector per input made from the text), and records every request.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ProviderRequest {
  path: string;
  authorization: string | null;
  body: { model?: unknown; input?: unknown };
}

export type ProviderAnswer =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  /** Never answers (a timeout). */
  | "hang";

export type Answerer = (request: ProviderRequest, count: number) => ProviderAnswer;

export interface EmbeddingsProvider {
  /** The base URL, as a user would enter it: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  requests: ProviderRequest[];
  /** How the next requests are answered; `count` counts them from 1. */
  answer(answerer: Answerer): void;
  close(): Promise<void>;
}

/** A vector of `dimension` numbers made from the text, the same for the same text. */
export function vectorOf(text: string, dimension: number): number[] {
  return Array.from({ length: dimension }, (_, position) => ((text.charCodeAt(position % Math.max(text.length, 1)) || 1) % 17) / 17 + position);
}

/** OpenAI's answer to a list of inputs: {"object": "list", "data": [{"embedding", "index"}], "model", "usage"}. */
export function openAiAnswer(inputs: readonly string[], dimension: number, model = "test-embedder"): ProviderAnswer {
  return {
    status: 200,
    json: {
      object: "list",
      data: inputs.map((text, index) => ({ object: "embedding", index, embedding: vectorOf(text, dimension) })),
      model,
      usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
    },
  };
}

export const inputsOf = (request: ProviderRequest): string[] => (Array.isArray(request.body.input) ? (request.body.input as string[]) : []);

export async function startEmbeddingsProvider(dimension = 4): Promise<EmbeddingsProvider> {
  const requests: ProviderRequest[] = [];
  let answerer: Answerer = (request) => openAiAnswer(inputsOf(request), dimension);
  let answered = 0;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const request: ProviderRequest = { path: incoming.url ?? "", authorization: incoming.headers.authorization ?? null, body: text ? (JSON.parse(text) as ProviderRequest["body"]) : {} };
      requests.push(request);
      const answer = incoming.method === "POST" && incoming.url === "/v1/embeddings" ? answerer(request, (answered += 1)) : { status: 404, text: "404 page not found" };
      if (answer === "hang") {
        hanging.add(response);
        return;
      }
      const body = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? "");
      response.writeHead(answer.status, { "content-type": answer.json !== undefined ? "application/json" : "text/plain", ...answer.headers });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (next) => {
      answerer = next;
      answered = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
