// An import killed (issue 12): the service (server/main.ts on its embedded
// stores) imports a CSV without an id column, and is killed with SIGKILL
// several times in the middle of it. After each restart the import job
// resumes from its last checkpoint on its own, and when it succeeds the
// collection holds exactly the file's rows: each row once (the ids derived
// from the file and the row repeat, so a batch written again after a kill
// replaces its points), none missing, each with its own vector and payload.
// RELIABILITY_IMPORT_ROWS sets the file's size; RELIABILITY_IMPORT_KILLS the kills.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { importResponseSchema, type ImportSummary } from "../../contract/imports";
import { TUS_BODY_TYPE, TUS_VERSION } from "../../contract/uploads";
import { call, killService, ok, signUpOwner, startService, type Owner, type ServiceProcess } from "./support/service-process";

jest.setTimeout(900_000);

const ROWS = Number(process.env.RELIABILITY_IMPORT_ROWS ?? 60_000);
const KILLS = Number(process.env.RELIABILITY_IMPORT_KILLS ?? 3);
const DIMENSION = 8;

const vectorOf = (row: number) => Array.from({ length: DIMENSION }, (_, i) => Math.fround(Math.sin(row * (i + 1)) || 0.5));

let dataDir: string;
let service: ServiceProcess;
let owner: Owner;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-import-crash-"));
  service = await startService(dataDir);
  owner = await signUpOwner(service, "import-crash");
}, 180_000);

afterAll(async () => {
  if (service) await killService(service);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const bearer = () => ({ authorization: `Bearer ${owner.token}` });

async function upload(bytes: Buffer): Promise<string> {
  const response = await fetch(`${service.baseUrl}/api/projects/${owner.projectId}/uploads`, {
    method: "POST",
    headers: { ...bearer(), "tus-resumable": TUS_VERSION, "upload-length": String(bytes.length), "upload-metadata": `filename ${Buffer.from("rows.csv").toString("base64")}`, "content-type": TUS_BODY_TYPE },
    body: new Uint8Array(bytes),
  });
  expect(response.status).toBe(201);
  return (response.headers.get("location") ?? "").split("/").pop() ?? "";
}

async function readImport(id: string): Promise<ImportSummary> {
  return importResponseSchema.parse(await ok(service.baseUrl, "GET", `/api/projects/${owner.projectId}/imports/${id}`, bearer())).import;
}

it(`ends with exactly the file's rows after ${KILLS} SIGKILLs in the middle of the import`, async () => {
  // A random tag per run: each row's payload names it, and the file's content (so its derived ids) is new each run.
  const tag = randomBytes(4).toString("hex");
  const lines = ["row,tag,vector"];
  for (let row = 1; row <= ROWS; row++) lines.push(`${row},${tag},"[${vectorOf(row).join(",")}]"`);
  const uploadId = await upload(Buffer.from(lines.join("\n")));
  const mapping = { id: null, vectors: [{ vector: "", source: "json", column: "vector" }], payload: [{ column: "row", field: "row", type: "integer" }, { column: "tag", field: "tag", type: "keyword" }] };
  const created = await ok<{ import: ImportSummary }>(service.baseUrl, "POST", `/api/projects/${owner.projectId}/imports`, bearer(), {
    uploadId,
    target: { collection: "crash-import", create: { distance: "Euclid" } },
    mapping,
  });
  const id = created.import.id;

  const killedAt: number[] = [];
  const restartMs: number[] = [];
  for (let kill = 1; kill <= KILLS; kill++) {
    // Kill once the import is further than this share of the rows, and further than at the last kill.
    const threshold = Math.max((ROWS * kill) / (KILLS + 1), (killedAt.at(-1) ?? 0) + 1);
    let current = await readImport(id);
    while (current.state === "queued" || (current.state === "running" && current.counts.rows < threshold)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = await readImport(id);
    }
    if (current.state !== "running") break;
    killedAt.push(current.counts.rows);
    await killService(service);
    const port = service.port;
    service = await startService(dataDir, {}, port);
    restartMs.push(Math.round(service.startMs));
  }

  let done = await readImport(id);
  const deadline = Date.now() + 600_000;
  while ((done.state === "queued" || done.state === "running") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    done = await readImport(id);
  }
  console.log(`import of ${ROWS} rows: killed at rows ${killedAt.join(", ")}; restarts took ${restartMs.join(", ")} ms; finished in ${done.durationMs} ms of work (${Math.round(done.rowsPerSecond ?? 0)} rows/s)`);
  expect(killedAt.length).toBeGreaterThan(0);
  expect(done).toMatchObject({ state: "succeeded", counts: { rows: ROWS, written: ROWS, failed: 0 } });

  const key = { "api-key": owner.key };
  const count = await ok<{ result: { count: number } }>(service.baseUrl, "POST", "/collections/crash-import/points/count", key, { exact: true });
  expect(count.result.count).toBe(ROWS);
  // Every row once, with its own vector.
  const seen = new Set<number>();
  let offset: unknown = null;
  do {
    const page = await call(service.baseUrl, "POST", "/collections/crash-import/points/scroll", key, { limit: 5_000, offset, with_payload: true, with_vector: true });
    const result = (page.body as { result: { points: { payload: { row: number; tag: string }; vector: number[] }[]; next_page_offset: unknown } }).result;
    for (const point of result.points) {
      expect(point.payload.tag).toBe(tag);
      expect(seen.has(point.payload.row)).toBe(false);
      seen.add(point.payload.row);
      // Printed as the shortest decimal of its float32, as Qdrant prints it: the same float32 as the row's.
      expect(point.vector.map(Math.fround)).toEqual(vectorOf(point.payload.row));
    }
    offset = result.next_page_offset;
  } while (offset !== null && offset !== undefined);
  expect(seen.size).toBe(ROWS);
});
