// A NUL character (U+0000) is the one character PostgreSQL's text refuses.
// Wherever a caller can put one into a string that the service would store or
// look up, the answer is a 4xx in the plane's shape, never a 500, and the
// metering of later calls goes on. (Found by generated input; issue 9. The
// identity endpoint and /api's sign-in: __tests__/server/identity/nul-characters.test.ts.)
import { eq } from "drizzle-orm";
import { MISSING_COLLECTION } from "../../../contract/metrics-labels";
import { usageMinutes } from "../../../server/db/schema";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "./support/data-plane-server";

jest.setTimeout(60_000);

const NUL = "\u0000";
const qdrantShape = { status: { error: expect.any(String) }, time: expect.any(Number) };
const apiShape = { error: { code: expect.any(String), message: expect.any(String) } };

let store: TestStore;
let server: DataPlaneServer;
let owner: Owner;
let key: string;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  owner = await server.createOwner();
  key = (await server.createApiKey(owner)).key;
  await server.client(key).createCollection("fz", { vectors: { size: 2, distance: "Dot" } });
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

const data = (method: string, path: string, body?: unknown) => server.call(method, path, { apiKey: key, body });
const api = (method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${owner.token}` }, body });

describe("the data plane", () => {
  it.each([
    ["DELETE", "/collections/a%00b", undefined],
    ["GET", "/collections/a%00b", undefined],
    ["POST", "/collections/x%00/points/count", {}],
    ["PUT", "/collections/a%00b", { vectors: { size: 2, distance: "Dot" } }],
    ["POST", "/collections/aliases", { actions: [{ delete_alias: { alias_name: `a${NUL}b` } }] }],
    ["POST", "/collections/aliases", { actions: [{ create_alias: { collection_name: "fz", alias_name: `a${NUL}b` } }] }],
    ["PUT", "/collections/fz/index?wait=true", { field_name: `a${NUL}`, field_schema: "keyword" }],
    ["DELETE", "/collections/fz/index/a%00?wait=true", undefined],
  ])("%s %s answers a 4xx in Qdrant's shape", async (method, path, body) => {
    const { status, body: reply } = await data(method, path, body);
    expect({ status: status >= 400 && status < 500 ? "4xx" : status, reply }).toEqual({ status: "4xx", reply: qdrantShape });
  });

  it("keeps metering every call after one named a collection with a NUL", async () => {
    await data("POST", "/collections/x%00/points/count", {});
    await data("POST", "/collections/fz/points/count", {});
    const deadline = Date.now() + 10_000;
    let collections: (string | null)[] = [];
    while (Date.now() < deadline) {
      const rows = await store.store.db.select({ collection: usageMinutes.collection }).from(usageMinutes).where(eq(usageMinutes.projectId, owner.projectId));
      collections = rows.map((row) => row.collection);
      if (collections.includes("fz") && collections.includes(MISSING_COLLECTION)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(collections).toContain("fz");
    // "x\0" is no collection of the project: metered as one, whatever the name.
    expect(collections).toContain(MISSING_COLLECTION);
  });
});

describe("the control plane", () => {
  it.each([
    ["POST", "/api/projects", { name: `a${NUL}` }],
    ["POST", "/api/auth/register-owner", { organisationName: `a${NUL}` }],
  ])("%s %s answers 400 in /api's shape", async (method, path, body) => {
    expect(await api(method, path, body)).toEqual({ status: 400, body: apiShape });
  });

  it("refuses a NUL in a project's new name and in an API key's name or collections", async () => {
    expect(await api("PATCH", `/api/projects/${owner.projectId}`, { name: `b${NUL}` })).toEqual({ status: 400, body: apiShape });
    expect(await api("POST", `/api/projects/${owner.projectId}/api-keys`, { name: `k${NUL}`, access: "read-only" })).toEqual({ status: 400, body: apiShape });
    expect(await api("POST", `/api/projects/${owner.projectId}/api-keys`, { name: "k", access: "read-only", collections: [`c${NUL}`] })).toEqual({ status: 400, body: apiShape });
  });
});
