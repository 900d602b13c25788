// Qdrant's gRPC API through the official @qdrant/js-client-grpc: the health
// checks answer without a key; collections made over REST are listed, found
// and deleted over gRPC, aliases changed and listed; a call is refused as
// REST refuses it, in Qdrant's words with Qdrant's gRPC codes: no key or a
// wrong one (UNAUTHENTICATED), a read-only key's write (PERMISSION_DENIED), a
// collection that is not there (NOT_FOUND); another project's collections are
// not seen.
import { ConnectErrorCode, type ConnectError } from "@qdrant/js-client-grpc";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { startGrpcService, type GrpcService } from "./support/grpc-service";

jest.setTimeout(60_000);

let store: TestStore;
let server: DataPlaneServer;
let grpc: GrpcService;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  grpc = await startGrpcService(server);
});

afterAll(async () => {
  await grpc?.close();
  await server?.close();
  await store?.remove();
});

/** The code and words a refused call carries to the client. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    // The client's own ConnectError (its copy of @connectrpc/connect may not be the one this file imports).
    const { code, rawMessage } = error as Partial<ConnectError>;
    if (code !== undefined && rawMessage !== undefined) return { code: ConnectErrorCode[code], message: rawMessage };
    throw error;
  }
  throw new Error("the call was not refused");
}

it("answers the health checks without a key, with the title and version GET / gives", async () => {
  const client = grpc.client();
  const rest = await server.call("GET", "/", { headers: { accept: "application/json" } });
  expect(await client.api("service").healthCheck({})).toEqual(expect.objectContaining({ title: rest.body.title, version: rest.body.version }));
});

it("lists, finds and deletes the caller's collections, and changes and lists aliases", async () => {
  const { key, client: rest } = await server.ownerClient();
  await rest.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
  await rest.createCollection("notes", { vectors: { size: 2, distance: "Dot" } });
  const collections = grpc.client(key).api("collections");

  const listed = await collections.list({});
  expect(listed.collections.map(({ name }) => name).sort()).toEqual(["docs", "notes"]);
  expect(listed.time).toBeGreaterThan(0);
  expect((await collections.collectionExists({ collectionName: "docs" })).result?.exists).toBe(true);
  expect((await collections.collectionExists({ collectionName: "gone" })).result?.exists).toBe(false);

  expect((await collections.updateAliases({ actions: [{ action: { case: "createAlias", value: { collectionName: "docs", aliasName: "current" } } }] })).result).toBe(true);
  expect((await collections.listAliases({})).aliases.map(({ aliasName, collectionName }) => ({ aliasName, collectionName }))).toEqual([{ aliasName: "current", collectionName: "docs" }]);
  expect((await collections.listCollectionAliases({ collectionName: "notes" })).aliases).toEqual([]);
  await collections.updateAliases({ actions: [{ action: { case: "renameAlias", value: { oldAliasName: "current", newAliasName: "latest" } } }] });
  expect((await rest.getCollectionAliases("docs")).aliases).toEqual([{ alias_name: "latest", collection_name: "docs" }]);

  expect((await collections.delete({ collectionName: "notes" })).result).toBe(true);
  expect((await rest.getCollections()).collections.map(({ name }) => name)).toEqual(["docs"]);

  // Another owner's project: nothing of this one.
  const { key: strangerKey } = await server.ownerClient();
  expect((await grpc.client(strangerKey).api("collections").list({})).collections).toEqual([]);
});

it("refuses as REST refuses, in Qdrant's words and with its gRPC codes", async () => {
  const { owner, key } = await server.ownerClient();
  const readOnly = await server.createApiKey(owner, { access: "read-only" });
  const restAnswer = (await server.call("GET", "/collections", { apiKey: "not-a-key" })).body.status.error as string;

  expect(await refusal(grpc.client().api("collections").list({}))).toEqual({ code: "Unauthenticated", message: "Must provide an API key or an Authorization bearer token" });
  expect(await refusal(grpc.client("not-a-key").api("collections").list({}))).toEqual({ code: "Unauthenticated", message: restAnswer });
  const forbidden = await refusal(grpc.client(readOnly.key).api("collections").delete({ collectionName: "docs" }));
  expect(forbidden.code).toBe("PermissionDenied");
  expect(forbidden.message).toBe((await server.call("DELETE", "/collections/docs", { apiKey: readOnly.key })).body.status.error);
  const toMissing = { actions: [{ create_alias: { collection_name: "missing", alias_name: "nowhere" } }] };
  const missing = await server.call("POST", "/collections/aliases", { apiKey: key, body: toMissing });
  expect(missing.status).toBe(404);
  const aliasToMissing = grpc.client(key).api("collections").updateAliases({ actions: [{ action: { case: "createAlias", value: { collectionName: "missing", aliasName: "nowhere" } } }] });
  expect(await refusal(aliasToMissing)).toEqual({ code: "NotFound", message: missing.body.status.error });
});
