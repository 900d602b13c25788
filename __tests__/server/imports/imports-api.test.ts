// /api/projects/:projectId/imports over HTTP, on real files, uploaded to each
// storage (a folder, or an S3 bucket that imports read through a local copy):
// each format uploaded with tus, previewed with a proposed mapping, imported
// by a job and then found through the data plane; ids derived when the file
// has none (a second import of the same file replaces, never duplicates); dry
// runs that report bad rows and write nothing; the refusals a user can cause;
// and a deleted upload or project takes its local copies with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { importErrorsResponseSchema, importPreviewSchema, type CreateImportBody } from "../../../contract/imports";
import type { DataPlaneServer, Owner } from "../data/support/data-plane-server";
import { callImports, runImport, uploadFile } from "./support/import-calls";
import { importServerForFile } from "./support/import-server";
import { writeParquet } from "./support/write-parquet";
import { describeEachUploadStorage } from "../uploads/support/upload-storages";

jest.setTimeout(60_000);

describeEachUploadStorage("imports", (storage) => {
  const importServer = importServerForFile({ uploadStorage: storage });
  let server: DataPlaneServer;
  let owner: Owner;
  let key: string;
  beforeAll(() => {
    ({ server, owner, key } = importServer());
  });

  const vectorOf = (i: number) => [1, i / 10, (i % 3) - 1];
  const csvRows = (count: number) => ["id,title,rating,vector", ...Array.from({ length: count }, (_, i) => `${i + 1},Title ${i + 1},${(i % 5) + 0.5},"[${vectorOf(i).join(",")}]"`)].join("\n");

  async function countPoints(collection: string): Promise<number> {
    const reply = await server.call("POST", `/collections/${encodeURIComponent(collection)}/points/count`, { apiKey: key, body: { exact: true } });
    expect(reply.status).toBe(200);
    return reply.body.result.count as number;
  }

  async function preview(uploadId: string, extra: Record<string, unknown> = {}) {
    const reply = await callImports(server, owner, "POST", "/preview", { uploadId, ...extra });
    expect(reply.status).toBe(200);
    return importPreviewSchema.parse(reply.body);
  }

  it("imports a CSV into a new collection as the preview proposes, and the points are found by search", async () => {
    const uploadId = await uploadFile(server, owner, "films.csv", csvRows(25));
    const proposed = await preview(uploadId);
    expect(proposed.format).toBe("csv");
    expect(proposed.columns.map((column) => [column.name, column.kind])).toEqual([
      ["id", "integer"],
      ["title", "string"],
      ["rating", "float"],
      ["vector", "vector"],
    ]);
    expect(proposed.rows).toHaveLength(20);
    expect(proposed.rows[0]).toEqual({ row: 1, values: { id: "1", title: "Title 1", rating: "0.5", vector: "[1,0,-1]" } });
    expect(proposed.proposal).toEqual({
      target: { collection: "films", create: { distance: "Cosine" } },
      mapping: {
        id: { column: "id" },
        vectors: [{ vector: "", source: "json", column: "vector" }],
        payload: [
          { column: "title", field: "title", type: "keyword" },
          { column: "rating", field: "rating", type: "float" },
        ],
      },
    });

    const done = await runImport(server, owner, { uploadId, ...proposed.proposal });
    expect(done).toMatchObject({ state: "succeeded", dryRun: false, counts: { rows: 25, written: 25, failed: 0 }, fraction: 1, error: null, file: { name: "films.csv", format: "csv" } });
    expect(done.startedBy).toBe(owner.sub);
    expect(await countPoints("films")).toBe(25);
    const info = await server.call("GET", "/collections/films", { apiKey: key });
    expect(info.body.result.config.params.vectors).toMatchObject({ size: 3, distance: "Cosine" });

    const found = await server.call("POST", "/collections/films/points/query", { apiKey: key, body: { query: vectorOf(7), limit: 1, with_payload: true } });
    expect(found.body.result.points[0]).toMatchObject({ id: 8, payload: { title: "Title 8", rating: 2.5 } });

    const history = await callImports(server, owner, "GET", "");
    expect(history.body.imports[0]).toMatchObject({ id: done.id, state: "succeeded", target: { collection: "films" }, counts: { written: 25 } });
  });

  it("derives ids from the file when it has none, so importing the same file twice does not duplicate points", async () => {
    // GloVe's own text form: a word, then its numbers separated by spaces.
    const lines = Array.from({ length: 30 }, (_, i) => `word${i}\t${vectorOf(i).join(" ")}`);
    const file = ["word\tvector", ...lines].join("\n");
    const target = { collection: "words-tsv", create: { distance: "Cosine" as const } };
    const firstUpload = await uploadFile(server, owner, "words.tsv", file);
    const proposed = await preview(firstUpload);
    expect(proposed.format).toBe("tsv");
    expect(proposed.proposal.mapping).toEqual({ id: null, vectors: [{ vector: "", source: "delimited", column: "vector", separator: " " }], payload: [{ column: "word", field: "word", type: "keyword" }] });
    const first = await runImport(server, owner, { uploadId: firstUpload, target, mapping: proposed.proposal.mapping });
    expect(first.counts).toEqual({ rows: 30, written: 30, failed: 0 });

    // The same bytes under another name, into the collection the first import made.
    const again = await uploadFile(server, owner, "words-copy.tsv", file);
    const second = await runImport(server, owner, { uploadId: again, target: { collection: "words-tsv" }, mapping: proposed.proposal.mapping });
    expect(second.counts).toEqual({ rows: 30, written: 30, failed: 0 });
    expect(await countPoints("words-tsv")).toBe(30);
  });

  it("imports JSON Lines of dense and sparse vectors into an existing collection with named vectors", async () => {
    const created = await server.call("PUT", "/collections/hybrid", { apiKey: key, body: { vectors: { dense: { size: 3, distance: "Dot" } }, sparse_vectors: { keywords: {} } } });
    expect(created.status).toBe(200);
    const rows = Array.from({ length: 12 }, (_, i) => JSON.stringify({ id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`, dense: vectorOf(i), keywords: { indices: [i, 100 + i], values: [1, 0.5] }, tags: ["a", "b"], at: "2026-11-26T10:00:00Z" }));
    const uploadId = await uploadFile(server, owner, "hybrid.jsonl", rows.join("\n"));
    const proposed = await preview(uploadId, { collection: "hybrid" });
    expect(proposed.proposal).toEqual({
      target: { collection: "hybrid" },
      mapping: {
        id: { column: "id" },
        vectors: [
          { vector: "dense", source: "json", column: "dense" },
          { vector: "keywords", source: "json", column: "keywords" },
        ],
        payload: [
          { column: "tags", field: "tags", type: "json" },
          { column: "at", field: "at", type: "datetime" },
        ],
      },
    });
    const done = await runImport(server, owner, { uploadId, ...proposed.proposal });
    expect(done.counts).toEqual({ rows: 12, written: 12, failed: 0 });
    const found = await server.call("POST", "/collections/hybrid/points/query", { apiKey: key, body: { query: { indices: [105], values: [1] }, using: "keywords", limit: 1, with_payload: true } });
    expect(found.body.result.points[0]).toMatchObject({ id: "00000000-0000-4000-8000-000000000005", payload: { tags: ["a", "b"], at: "2026-11-26T10:00:00Z" } });
  });

  it("imports a JSON array in Qdrant's point shape, payload fields spread from the payload object", async () => {
    const points = Array.from({ length: 8 }, (_, i) => ({ id: i + 100, vector: vectorOf(i), payload: { city: `City ${i}`, location: { lat: 52 + i / 10, lon: 13 } } }));
    const uploadId = await uploadFile(server, owner, "points.json", JSON.stringify(points));
    const proposed = await preview(uploadId);
    expect(proposed.format).toBe("json");
    expect(proposed.proposal.mapping).toEqual({ id: { column: "id" }, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [{ column: "payload", field: "", type: "json" }] });
    const done = await runImport(server, owner, { uploadId, target: { collection: "cities", create: { distance: "Euclid" } }, mapping: proposed.proposal.mapping });
    expect(done.counts).toEqual({ rows: 8, written: 8, failed: 0 });
    const point = await server.call("GET", "/collections/cities/points/103", { apiKey: key });
    expect(point.body.result).toMatchObject({ id: 103, payload: { city: "City 3", location: { lat: 52.3, lon: 13 } } });
  });

  it("imports Parquet with a list column as the vector and a geo column from text", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-import-parquet-"));
    const file = path.join(dir, "shops.parquet");
    const rows = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, embedding: vectorOf(i), where: `${50 + i / 100},${8 + i / 100}`, open: i % 2 === 0 }));
    writeParquet(file, [{ name: "id", type: "int64" }, { name: "embedding", type: "float-list" }, { name: "where", type: "string" }, { name: "open", type: "boolean" }], rows, 16);
    const uploadId = await uploadFile(server, owner, "shops.parquet", fs.readFileSync(file));
    fs.rmSync(dir, { recursive: true, force: true });
    const proposed = await preview(uploadId);
    expect(proposed.format).toBe("parquet");
    const mapping = { ...proposed.proposal.mapping, payload: [{ column: "where", field: "where", type: "geo" as const }, { column: "open", field: "open", type: "bool" as const }] };
    const done = await runImport(server, owner, { uploadId, target: { collection: "shops", create: { distance: "Cosine" } }, mapping });
    expect(done.counts).toEqual({ rows: 40, written: 40, failed: 0 });
    const near = await server.call("POST", "/collections/shops/points/count", { apiKey: key, body: { exact: true, filter: { must: [{ key: "where", geo_radius: { center: { lat: 50, lon: 8 }, radius: 2_000 } }] } } });
    expect(near.body.result.count).toBeGreaterThan(0);
    const point = await server.call("GET", "/collections/shops/points/2", { apiKey: key });
    expect(point.body.result.payload).toEqual({ where: { lat: 50.01, lon: 8.01 }, open: false });
  });

  describe("a dry run", () => {
    const bad = [
      "id,vector,rating",
      '1,"[1,0,0]",5',
      '2,"[1,0]",4', // two numbers for three dimensions
      '3,"[1,NaN,0]",3', // not JSON
      "4,1 0 0,x", // a vector that is no JSON array
      'x5,"[0,1,0]",2', // not an id
      '6,"[0,0,1]",seven', // not a number
      '7,"[0,1,1]",1',
    ].join("\n");
    const mapping: CreateImportBody["mapping"] = { id: { column: "id" }, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [{ column: "rating", field: "rating", type: "integer" }] };

    it("reports every bad row with its column and reason, and writes nothing, not even the new collection", async () => {
      const uploadId = await uploadFile(server, owner, "bad.csv", bad);
      const report = await runImport(server, owner, { uploadId, target: { collection: "dry", create: { distance: "Cosine" } }, mapping, dryRun: true });
      expect(report).toMatchObject({ state: "succeeded", dryRun: true, counts: { rows: 7, written: 2, failed: 5 } });
      const errors = await callImports(server, owner, "GET", `/${report.id}/errors`);
      expect(importErrorsResponseSchema.parse(errors.body)).toEqual({
        failed: 5,
        errors: [
          { row: 2, column: "vector", reason: "Vector dimension error: expected dim: 3, got 2" },
          { row: 3, column: "vector", reason: '"[1,NaN,0]" is not JSON' },
          { row: 4, column: "vector", reason: '"1 0 0" is not JSON' },
          { row: 5, column: "id", reason: '"x5" is not a point id: give an unsigned integer or a UUID' },
          { row: 6, column: "rating", reason: '"seven" is not a whole number' },
        ],
      });
      const info = await server.call("GET", "/collections/dry", { apiKey: key });
      expect(info.status).toBe(404);
    });

    it("into an existing collection leaves it as it was; the real run then writes the good rows", async () => {
      await server.call("PUT", "/collections/existing", { apiKey: key, body: { vectors: { size: 3, distance: "Cosine" } } });
      const uploadId = await uploadFile(server, owner, "bad.csv", bad);
      const report = await runImport(server, owner, { uploadId, target: { collection: "existing" }, mapping, dryRun: true });
      expect(report.counts).toEqual({ rows: 7, written: 2, failed: 5 });
      expect(await countPoints("existing")).toBe(0);
      const run = await runImport(server, owner, { uploadId, target: { collection: "existing" }, mapping });
      expect(run.counts).toEqual({ rows: 7, written: 2, failed: 5 });
      expect(await countPoints("existing")).toBe(2);
    });
  });

  describe("refusals", () => {
    it("a file whose content is not what its name says, and an empty file, at preview", async () => {
      const parquetNamedCsv = await uploadFile(server, owner, "vectors.csv", Buffer.concat([Buffer.from("PAR1"), Buffer.alloc(64), Buffer.from("PAR1")]));
      expect(await callImports(server, owner, "POST", "/preview", { uploadId: parquetNamedCsv })).toEqual({ status: 400, body: { error: { code: "bad_request", message: "The file is named vectors.csv but holds Parquet" } } });
      const empty = await uploadFile(server, owner, "empty.csv", "");
      const reply = await callImports(server, owner, "POST", "/preview", { uploadId: empty });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toMatch(/empty/i);
    });

    it("a quote left open in the first rows, at preview and at import, naming its row", async () => {
      const uploadId = await uploadFile(server, owner, "open-quote.csv", 'id,title,vector\n1,Title,"[1,0,0]"\n2,"Title,"[0,1,0]"\n');
      const message = "Row 2 cannot be read, nor anything after it: a quoted value is followed by more text before the next delimiter";
      expect(await callImports(server, owner, "POST", "/preview", { uploadId })).toEqual({ status: 400, body: { error: { code: "bad_request", message } } });
      const mapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json" as const, column: "vector" }], payload: [] };
      const reply = await callImports(server, owner, "POST", "", { uploadId, target: { collection: "open-quote", create: { distance: "Cosine" } }, mapping });
      expect(reply).toEqual({ status: 400, body: { error: { code: "bad_request", message } } });
    });

    it("a mapping that names a column the file lacks, a vector the collection lacks, or a model that does not exist", async () => {
      await server.call("PUT", "/collections/strict", { apiKey: key, body: { vectors: { size: 3, distance: "Cosine" } } });
      const uploadId = await uploadFile(server, owner, "films.csv", csvRows(3));
      const start = (mapping: CreateImportBody["mapping"]) => callImports(server, owner, "POST", "", { uploadId, target: { collection: "strict" }, mapping });
      expect((await start({ id: { column: "key" }, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [] })).body).toEqual({
        error: { code: "bad_request", message: 'No column named "key" in the file (its columns: id, title, rating, vector)' },
      });
      expect((await start({ id: null, vectors: [{ vector: "image", source: "json", column: "vector" }], payload: [] })).body).toEqual({
        error: { code: "bad_request", field: "mapping.vectors", message: 'Collection "strict" has no vector "image"' },
      });
      expect((await start({ id: null, vectors: [{ vector: "", source: "text", column: "title", model: "no-such-model" }], payload: [] })).body).toEqual({
        error: { code: "bad_request", field: "mapping.vectors", message: 'No model named "no-such-model" in this project' },
      });
      expect((await start({ id: null, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [{ column: "title", field: "t", type: "keyword" }, { column: "rating", field: "t", type: "float" }] })).body).toEqual({
        error: { code: "bad_request", message: 'Payload field "t" is mapped twice' },
      });
    });

    it("a target that does not exist, a new collection that does, an unfinished upload, and another project's upload", async () => {
      const uploadId = await uploadFile(server, owner, "films.csv", csvRows(3));
      const mapping = { id: null, vectors: [{ vector: "", source: "json" as const, column: "vector" }], payload: [] };
      expect(await callImports(server, owner, "POST", "", { uploadId, target: { collection: "nowhere" }, mapping })).toEqual({ status: 404, body: { error: { code: "not_found", message: 'Collection "nowhere" does not exist' } } });
      await server.call("PUT", "/collections/taken", { apiKey: key, body: { vectors: { size: 3, distance: "Cosine" } } });
      expect(await callImports(server, owner, "POST", "", { uploadId, target: { collection: "taken", create: { distance: "Cosine" } }, mapping })).toEqual({
        status: 409,
        body: { error: { code: "conflict", message: 'Collection "taken" already exists: pick another name, or import into it' } },
      });
      const unfinished = await fetch(`${server.url}/api/projects/${owner.projectId}/uploads`, { method: "POST", headers: { authorization: `Bearer ${owner.token}`, "tus-resumable": "1.0.0", "upload-length": "100" } });
      const unfinishedId = (unfinished.headers.get("location") ?? "").split("/").pop();
      expect(await callImports(server, owner, "POST", "/preview", { uploadId: unfinishedId })).toEqual({
        status: 409,
        body: { error: { code: "conflict", message: "The upload is not finished: 0 of 100 bytes received. Resume it, then import" } },
      });
      const stranger = await server.createOwner();
      expect(await callImports(server, stranger, "POST", "/preview", { uploadId })).toEqual({ status: 404, body: { error: { code: "not_found", message: "No such upload in this project" } } });
      expect((await callImports(server, stranger, "GET", "")).body).toEqual({ imports: [] });
    });

    it("bodies that do not fit the contract", async () => {
      const reply = await callImports(server, owner, "POST", "", { uploadId: "x", target: { collection: "a/b" }, mapping: { id: null, vectors: [{ vector: "", source: "pixels", column: "v" }], payload: [] } });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toMatch(/source is one of json, delimited, columns or text/);
      expect(reply.body.error.message).toMatch(/collection name cannot contain "\/" char/);
    });
  });

  it("fails an import whose file cannot be read past a row with the reader's words, keeping the batches written before it", async () => {
    // Past the first 64 KB read, so that the preview and the start of the import read well.
    const uploadId = await uploadFile(server, owner, "broken.csv", `${csvRows(3_000)}\n3001,Title,4.5,"[1,0,0]\n3002,Title,0.5,"[0,1,0]"\n`);
    const mapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json" as const, column: "vector" }], payload: [] };
    const done = await runImport(server, owner, { uploadId, target: { collection: "broken", create: { distance: "Cosine" } }, mapping });
    expect(done.state).toBe("failed");
    expect(done.error).toMatch(/^Row \d+ cannot be read, nor anything after it: a quoted value is followed by more text before the next delimiter$/);
    // Whole batches only: the rows of the batch the read broke off in are not written.
    expect(done.counts.rows % 1_000).toBe(0);
    expect(done.counts.rows).toBeGreaterThan(0);
    expect(await countPoints("broken")).toBe(done.counts.written);
  });

  it("stops a cancelled import, saying how far it got, and keeps its file until it has stopped", async () => {
    const uploadId = await uploadFile(server, owner, "many.csv", csvRows(60_000));
    const mapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json" as const, column: "vector" }], payload: [] };
    const created = await callImports(server, owner, "POST", "", { uploadId, target: { collection: "cancelled", create: { distance: "Cosine" } }, mapping });
    const id = created.body.import.id as string;
    let current = created.body.import;
    while (current.counts.rows === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = (await callImports(server, owner, "GET", `/${id}`)).body.import;
    }
    const deleteFile = () => server.call("DELETE", `/api/projects/${owner.projectId}/uploads/${uploadId}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(await deleteFile()).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: "An import is reading this file: cancel the import, or let it finish, before deleting the file" } },
    });
    const cancel = await server.call("POST", `/api/projects/${owner.projectId}/jobs/${id}/cancel`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(cancel.status).toBe(200);
    while (current.state === "running" || current.state === "queued") {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = (await callImports(server, owner, "GET", `/${id}`)).body.import;
    }
    expect(current.state).toBe("cancelled");
    expect(current.counts.rows).toBeGreaterThan(0);
    expect(current.counts.rows).toBeLessThan(60_000);
    // The batches written before it stopped, the one being written when the cancel came included, are counted.
    expect(await countPoints("cancelled")).toBe(current.counts.written);
    // The bucket's upload was read from a local copy, which goes with the upload.
    expect(storage().localCopies(server.dataDir, owner.projectId).includes(uploadId)).toBe(storage().kind === "s3");
    expect((await deleteFile()).status).toBe(204);
    expect(storage().localCopies(server.dataDir, owner.projectId)).not.toContain(uploadId);
    expect(Object.keys(await storage().held(server.dataDir, owner.projectId))).not.toContain(uploadId);
  });

  it("removes a deleted project's uploads, and the local copies imports read, with it", async () => {
    const other = await server.createOwner();
    const uploadId = await uploadFile(server, other, "films.csv", csvRows(5));
    expect((await callImports(server, other, "POST", "/preview", { uploadId })).status).toBe(200);
    expect(Object.keys(await storage().held(server.dataDir, other.projectId))).toEqual([uploadId, `${uploadId}.json`]);
    expect(storage().localCopies(server.dataDir, other.projectId)).toEqual(storage().kind === "s3" ? [uploadId] : []);
    expect((await server.call("DELETE", `/api/projects/${other.projectId}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(204);
    expect(await storage().held(server.dataDir, other.projectId)).toEqual({});
    expect(storage().localCopies(server.dataDir, other.projectId)).toEqual([]);
  });
});
