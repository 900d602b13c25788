// One request to a bench's service on a loopback port, with its API key, over
// a keep-alive agent of the caller's: the answer's body as text, or an error
// naming the request, the status and the start of the body when the status is
// 300 or more. The bench's JSON client (bench-service.ts) and the load
// generator's thread (http-load-worker.ts) both send through it.
import http from "node:http";

export interface ServiceAddress {
  port: number;
  apiKey: string;
  agent: http.Agent;
}

export function sendRequest({ port, apiKey, agent }: ServiceAddress, method: string, path: string, payload?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { "api-key": apiKey };
    if (payload) Object.assign(headers, { "content-type": "application/json", "content-length": payload.length });
    const request = http.request({ host: "127.0.0.1", port, method, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const status = response.statusCode ?? 0;
        if (status >= 300) reject(new Error(`${method} ${path}: ${status} ${text.slice(0, 300)}`));
        else resolve(text);
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}
