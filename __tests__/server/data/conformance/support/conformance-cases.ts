// The conformance suite's form: each case is one request and Qdrant v1.19's
// answer to it (status, and the result or the error's words), run in order
// against the service on both stores, after a set-up made through the
// official client. Cases that write change what later cases read, as a
// program's calls would.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../../../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "../../support/data-plane-server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Qdrant's answer: a result in its envelope, or an error with its words. */
export type Answer = { status: 200; result: unknown } | { status: number; error: string };

export interface ConformanceCase {
  /** What Qdrant does, in a few words (the test's name). */
  does: string;
  request: [Method, string, unknown?];
  answer: Answer;
}

export const ok = (result: unknown): Answer => ({ status: 200, result });
export const error = (status: number, message: string): Answer => ({ status, error: message });

/** An update's answer with wait=true. */
export const COMPLETED = ok({ operation_id: expect.any(Number), status: "completed" });

function envelope(answer: Answer) {
  return "result" in answer
    ? { status: 200, body: { result: answer.result, status: "ok", time: expect.any(Number) } }
    : { status: answer.status, body: { status: { error: answer.error }, time: expect.any(Number) } };
}

/** One describe block per store: `setUp` prepares the collections through the official client, then each case runs in order. */
export function conformance(endpoints: string, setUp: (client: QdrantClient) => Promise<void>, cases: readonly ConformanceCase[]): void {
  describeEachStore(endpoints, (getStore) => {
    let server: DataPlaneServer;
    let key: string;

    beforeAll(async () => {
      server = await startDataPlaneServer(getStore());
      key = (await server.createApiKey(await server.createOwner())).key;
      await setUp(server.client(key));
    });
    afterAll(() => server.close());

    it.each(cases.map((entry) => [`${entry.request[0]} ${entry.request[1]}: ${entry.does}`, entry] as const))("%s", async (_name, { request, answer }) => {
      const [method, path, body] = request;
      expect(await server.call(method, path, { apiKey: key, body })).toEqual(envelope(answer));
    });
  });
}
