// How imports are named (issue 26): the new collection a preview proposes is
// named after the file but never as one the project has, and the lists of jobs
// (the jobs route, the Overview's summary) name an import's file, its
// collection and whether it is a dry run.
import { importPreviewSchema } from "../../../contract/imports";
import { listJobsResponseSchema } from "../../../contract/jobs";
import { metricsSummaryResponseSchema } from "../../../contract/metrics";
import type { DataPlaneServer, Owner } from "../data/support/data-plane-server";
import { bearer, callImports, runImport, uploadFile } from "./support/import-calls";
import { importServerForFile } from "./support/import-server";

jest.setTimeout(60_000);

const importServer = importServerForFile();
let server: DataPlaneServer;
let owner: Owner;
let key: string;
beforeAll(() => {
  ({ server, owner, key } = importServer());
});

const FILMS_CSV = ["id,title,vector", '1,Alien,"[1,0,0]"', '2,Brazil,"[0,1,0]"'].join("\n");

async function proposedName(uploadId: string): Promise<string> {
  const reply = await callImports(server, owner, "POST", "/preview", { uploadId });
  return importPreviewSchema.parse(reply.body).proposal.target.collection;
}

it("proposes a new collection named after the file, with -2, -3... while the project has that name", async () => {
  const uploadId = await uploadFile(server, owner, "films.csv", FILMS_CSV);
  expect(await proposedName(uploadId)).toBe("films");
  for (const name of ["films", "films-2"]) {
    expect((await server.call("PUT", `/collections/${name}`, { apiKey: key, body: { vectors: { size: 3, distance: "Cosine" } } })).status).toBe(200);
  }
  const again = await uploadFile(server, owner, "films.csv", FILMS_CSV);
  expect(await proposedName(again)).toBe("films-3");
  // An alias's name is taken too.
  const alias = { actions: [{ create_alias: { collection_name: "films", alias_name: "films-3" } }] };
  expect((await server.call("POST", "/collections/aliases", { apiKey: key, body: alias })).status).toBe(200);
  const third = await uploadFile(server, owner, "films.csv", FILMS_CSV);
  expect(await proposedName(third)).toBe("films-4");
});

it("names an import's file and collection, and a dry run as one, in the jobs and the Overview's summary", async () => {
  const uploadId = await uploadFile(server, owner, "reviews.csv", FILMS_CSV);
  const mapping = { id: { column: "id" }, vectors: [{ vector: "", source: "json" as const, column: "vector" }], payload: [] };
  const dryRun = await runImport(server, owner, { uploadId, target: { collection: "reviews", create: { distance: "Cosine" } }, mapping, dryRun: true });
  const run = await runImport(server, owner, { uploadId, target: { collection: "reviews", create: { distance: "Cosine" } }, mapping });
  const expected = [
    { id: run.id, kind: "import", import: { fileName: "reviews.csv", collection: "reviews", dryRun: false } },
    { id: dryRun.id, kind: "import", import: { fileName: "reviews.csv", collection: "reviews", dryRun: true } },
  ];
  const jobs = await server.call("GET", `/api/projects/${owner.projectId}/jobs?limit=2`, { headers: bearer(owner) });
  expect(listJobsResponseSchema.parse(jobs.body).jobs).toMatchObject(expected);
  const summary = await server.call("GET", `/api/projects/${owner.projectId}/metrics/summary`, { headers: bearer(owner) });
  expect(metricsSummaryResponseSchema.parse(summary.body).recentJobs.slice(0, 2)).toMatchObject(expected);
});
