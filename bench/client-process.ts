// A search client in a process of its own, so that the server's CPU per search
// can be read alone (api-bench.ts): forked with tsx, it is sent one job, runs
// its warm-up, says "ready", waits for "go", sends every query with
// `inFlight` in flight and answers with the ids found, the seconds taken and
// its own CPU. REST through node:http keep-alive connections; gRPC through
// @grpc/grpc-js with Qdrant's .proto files (a client lighter than the official
// JavaScript one, nearer what a Go or Rust program costs).
import http from "node:http";
import * as grpc from "@grpc/grpc-js";
import { loadQdrantPackage } from "../server/grpc/grpc-server";

export interface ClientJob {
  kind: "rest" | "grpc";
  port: number;
  apiKey: string;
  collection: string;
  queries: number[][];
  warmUp: number;
  inFlight: number;
}

export interface ClientRun {
  /** Ids of the top 10, per query. */
  found: number[][];
  seconds: number;
  clientCpuMs: number;
}

type Search = (vector: number[]) => Promise<number[]>;

function restSearch(job: ClientJob): { search: Search; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.inFlight });
  const search: Search = (vector) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ vector, limit: 10 });
      const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body), "api-key": job.apiKey };
      const request = http.request({ host: "127.0.0.1", port: job.port, path: `/collections/${job.collection}/points/search`, method: "POST", agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve((JSON.parse(Buffer.concat(chunks).toString()) as { result: { id: number }[] }).result.map((point) => point.id)));
      });
      request.on("error", reject);
      request.end(body);
    });
  return { search, close: () => agent.destroy() };
}

function grpcSearch(job: ClientJob): { search: Search; close: () => void } {
  const client = new (loadQdrantPackage().qdrant.Points)(`127.0.0.1:${job.port}`, grpc.credentials.createInsecure());
  const metadata = new grpc.Metadata();
  metadata.set("api-key", job.apiKey);
  const search: Search = (vector) =>
    new Promise((resolve, reject) =>
      client.Search({ collection_name: job.collection, vector, limit: "10" }, metadata, (error: Error | null, reply: { result: { id: { num: string } }[] }) =>
        error ? reject(error) : resolve(reply.result.map((point) => Number(point.id.num))),
      ),
    );
  return { search, close: () => client.close() };
}

async function runAll(search: Search, queries: number[][], inFlight: number): Promise<number[][]> {
  const found: number[][] = new Array(queries.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      for (let at = next++; at < queries.length; at = next++) found[at] = await search(queries[at] ?? []);
    }),
  );
  return found;
}

process.once("message", (job: ClientJob) => {
  void (async () => {
    const { search, close } = job.kind === "rest" ? restSearch(job) : grpcSearch(job);
    await runAll(search, job.queries.slice(0, job.warmUp), job.inFlight);
    process.send?.("ready");
    await new Promise((resolve) => process.once("message", resolve));
    const cpu = process.cpuUsage();
    const started = performance.now();
    const found = await runAll(search, job.queries, job.inFlight);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    close();
    process.send?.({ found, seconds, clientCpuMs: (used.user + used.system) / 1000 } satisfies ClientRun, () => process.exit(0));
  })();
});
