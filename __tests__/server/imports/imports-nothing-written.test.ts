// An import or dry run that would write nothing is a failure that says why and
// what to do (issue 26), over HTTP with the real built-in models' catalog: a
// mapping that gives none of the vectors the points need is refused before
// any row is read, naming the models that fit the collection's size or the
// model to add; and one whose every row fails ends failed, with the most
// common reason, keeping its counts and row errors.
import { importErrorsResponseSchema, importPreviewSchema, type CreateImportBody } from "../../../contract/imports";
import type { DataPlaneServer, Owner } from "../data/support/data-plane-server";
import { callImports, runImport, uploadFile } from "./support/import-calls";
import { importServerForFile } from "./support/import-server";

jest.setTimeout(60_000);

const importServer = importServerForFile({ builtinModelThreads: 1 });
let server: DataPlaneServer;
let owner: Owner;
let key: string;
beforeAll(() => {
  ({ server, owner, key } = importServer());
});

const PRODUCTS_CSV = ["sku,name,description", ...Array.from({ length: 30 }, (_, i) => `${i + 1},Product ${i + 1},"A long description of product number ${i + 1}, which is a fine product"`)].join("\n");

async function createCollection(name: string, body: unknown): Promise<void> {
  expect((await server.call("PUT", `/collections/${name}`, { apiKey: key, body })).status).toBe(200);
}

async function countPoints(collection: string): Promise<number> {
  return (await server.call("POST", `/collections/${collection}/points/count`, { apiKey: key, body: { exact: true } })).body.result.count as number;
}

describe("a mapping that gives none of the vectors the points need, refused before any row is read", () => {
  it("into a collection of one 384-dimension vector, which no built-in model makes: the proposal maps none, and the import says what to add", async () => {
    await createCollection("minilm", { vectors: { size: 384, distance: "Cosine" } });
    const uploadId = await uploadFile(server, owner, "products.csv", PRODUCTS_CSV);
    const preview = importPreviewSchema.parse((await callImports(server, owner, "POST", "/preview", { uploadId, collection: "minilm" })).body);
    expect(preview.proposal.mapping.vectors).toEqual([]);
    const refusal = {
      status: 400,
      body: {
        error: {
          code: "bad_request",
          field: "mapping.vectors",
          message:
            'Collection "minilm" needs its vector (384 dimensions) on every point, and the mapping gives none: every row would fail. To fill it, map a column that holds 384 numbers, ' +
            'or add an OpenAI-compatible model that makes 384 dimensions under Models and embed a text column with it (no model in this project makes 384: "universal-sentence-encoder-lite" makes 512, "glove-100-mean" makes 100).',
        },
      },
    };
    for (const dryRun of [true, false]) expect(await callImports(server, owner, "POST", "", { uploadId, ...preview.proposal, dryRun })).toEqual(refusal);
    expect((await callImports(server, owner, "GET", "")).body.imports).toEqual([]);
  });

  it("into a collection whose size a built-in model makes, naming it", async () => {
    await createCollection("use", { vectors: { size: 512, distance: "Cosine" } });
    const uploadId = await uploadFile(server, owner, "products.csv", PRODUCTS_CSV);
    const reply = await callImports(server, owner, "POST", "", { uploadId, target: { collection: "use" }, mapping: { id: null, vectors: [], payload: [] } });
    expect(reply.body.error.message).toBe(
      'Collection "use" needs its vector (512 dimensions) on every point, and the mapping gives none: every row would fail. To fill it, map a column that holds 512 numbers, or embed a text column with "universal-sentence-encoder-lite".',
    );
  });

  it("into a collection of named and sparse vectors, each optional on a point: none is refused, some are taken", async () => {
    await createCollection("hybrid", { vectors: { dense: { size: 384, distance: "Cosine" } }, sparse_vectors: { words: {} } });
    const uploadId = await uploadFile(server, owner, "products.csv", PRODUCTS_CSV);
    const start = (mapping: CreateImportBody["mapping"]) => callImports(server, owner, "POST", "", { uploadId, target: { collection: "hybrid" }, mapping, dryRun: true });
    expect(await start({ id: null, vectors: [], payload: [] })).toEqual({
      status: 400,
      body: {
        error: {
          code: "bad_request",
          field: "mapping.vectors",
          message:
            'No vector is mapped: the points would have none, and no search could find them. Fill at least one of the vectors of collection "hybrid": ' +
            'for "dense" (384 dimensions), map a column that holds 384 numbers, or add an OpenAI-compatible model that makes 384 dimensions under Models and embed a text column with it ' +
            '(no model in this project makes 384: "universal-sentence-encoder-lite" makes 512, "glove-100-mean" makes 100); ' +
            'for "words" (sparse), map a column of {"indices", "values"}, or embed a text column with "qdrant/bm25".',
        },
      },
    });
    // The sparse vector alone: the dense one can be filled later (update_vectors), as Qdrant allows.
    expect((await start({ id: null, vectors: [{ vector: "words", source: "text", column: "description", model: "qdrant/bm25" }], payload: [] })).status).toBe(201);
  });

  it("into a new collection, which would have no vector", async () => {
    const uploadId = await uploadFile(server, owner, "products.csv", PRODUCTS_CSV);
    expect(await callImports(server, owner, "POST", "", { uploadId, target: { collection: "vectorless", create: { distance: "Cosine" } }, mapping: { id: null, vectors: [], payload: [] } })).toEqual({
      status: 400,
      body: {
        error: {
          code: "bad_request",
          field: "mapping.vectors",
          message:
            "No vector is mapped: the new collection would have none, and no search could find its points. Map a column of numbers, or embed a text column with a model: " +
            '"universal-sentence-encoder-lite" (512 dimensions), "glove-100-mean" (100 dimensions), "qdrant/bm25" (sparse).',
        },
      },
    });
    expect((await server.call("GET", "/collections/vectorless", { apiKey: key })).status).toBe(404);
  });

  it("a vector the collection lacks, with the same field", async () => {
    const uploadId = await uploadFile(server, owner, "products.csv", PRODUCTS_CSV);
    expect((await callImports(server, owner, "POST", "", { uploadId, target: { collection: "minilm" }, mapping: { id: null, vectors: [{ vector: "image", source: "json", column: "name" }], payload: [] } })).body).toEqual({
      error: { code: "bad_request", field: "mapping.vectors", message: 'Collection "minilm" has no vector "image"' },
    });
  });
});

describe("a run whose every row fails", () => {
  const shortVectors = ["id,vector", ...Array.from({ length: 5 }, (_, i) => `${i + 1},"[1,0]"`), '6,"[1,0,0,1]"'].join("\n");
  const mapping: CreateImportBody["mapping"] = { id: { column: "id" }, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [] };

  it("ends a dry run failed, with the most common reason and what to do, keeping its counts and row errors", async () => {
    await createCollection("three", { vectors: { size: 3, distance: "Cosine" } });
    const uploadId = await uploadFile(server, owner, "short.csv", shortVectors);
    const report = await runImport(server, owner, { uploadId, target: { collection: "three" }, mapping, dryRun: true });
    expect(report).toMatchObject({
      state: "failed",
      dryRun: true,
      counts: { rows: 6, written: 0, failed: 6 },
      error:
        'Every row failed (6 of 6), so the import would write nothing. The most common reason (5 rows, the first row 1, column "vector"): Vector dimension error: expected dim: 3, got 2. ' +
        "Correct the mapping or the file as the row errors say, then run it again.",
    });
    const errors = importErrorsResponseSchema.parse((await callImports(server, owner, "GET", `/${report.id}/errors`)).body);
    expect(errors.failed).toBe(6);
    expect(errors.errors.map((error) => error.row)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("ends an import failed too, having written nothing; one good row is a success", async () => {
    const uploadId = await uploadFile(server, owner, "short.csv", shortVectors);
    const run = await runImport(server, owner, { uploadId, target: { collection: "three" }, mapping });
    expect(run).toMatchObject({ state: "failed", dryRun: false, counts: { rows: 6, written: 0, failed: 6 } });
    expect(run.error).toMatch(/^Every row failed \(6 of 6\), so nothing was written\. The most common reason/);
    expect(await countPoints("three")).toBe(0);

    const oneGood = await uploadFile(server, owner, "one-good.csv", `${shortVectors}\n7,"[0,0,1]"`);
    expect(await runImport(server, owner, { uploadId: oneGood, target: { collection: "three" }, mapping })).toMatchObject({ state: "succeeded", error: null, counts: { rows: 7, written: 1, failed: 6 } });
  });

  it("removes the collection it created for itself, so that the name is free for the next try", async () => {
    const uploadId = await uploadFile(server, owner, "bad-ids.csv", ["id,vector", 'x1,"[1,0,0]"', 'x2,"[0,1,0]"'].join("\n"));
    const newCollection = { uploadId, target: { collection: "made-for-it", create: { distance: "Cosine" as const } }, mapping };
    const run = await runImport(server, owner, newCollection);
    expect(run).toMatchObject({ state: "failed", counts: { rows: 2, written: 0, failed: 2 } });
    expect(run.error).toMatch(/^Every row failed \(2 of 2\), so nothing was written and the new collection "made-for-it" was removed again\. The first/);
    expect((await server.call("GET", "/collections/made-for-it", { apiKey: key })).status).toBe(404);
    // The next try may create it again under the same name.
    expect(await runImport(server, owner, newCollection)).toMatchObject({ state: "failed", counts: { rows: 2, written: 0, failed: 2 } });
  });

  it("names the first row's reason when each row fails for its own", async () => {
    const uploadId = await uploadFile(server, owner, "ids.csv", ["id,vector", 'x1,"[1,0,0]"', 'x2,"[0,1,0]"'].join("\n"));
    const report = await runImport(server, owner, { uploadId, target: { collection: "three" }, mapping, dryRun: true });
    expect(report.error).toBe(
      'Every row failed (2 of 2), so the import would write nothing. The first (row 1, column "id"): "x1" is not a point id: give an unsigned integer or a UUID. Correct the mapping or the file as the row errors say, then run it again.',
    );
  });
});
