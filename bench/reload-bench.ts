// A restart with a large collection: `count` random unit vectors of 100
// dimensions written through the engine (LanceDB and the search graph), the
// engine closed (it saves the graph's checkpoint) and opened again, as a
// restart of the service does. Prints the import, the time until the
// collection is green (LanceDB's index built, the graph caught up), the close,
// and after the reopening: the first search answered and the graph loaded
// (status green again), with the process's resident memory. Figures only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createLanceDbEngine } from "../server/engine/lancedb/lancedb-engine";
import type { VectorEngine } from "../server/engine/vector-engine";

const DIMENSIONS = 100;
const BATCH = 10_000;
const COLLECTION = "reload";

export async function runReloadBench(count: number): Promise<void> {
  console.log(`\nRestart with ${count.toLocaleString("en")} × ${DIMENSIONS} (random unit vectors, Cosine), through the engine`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-bench-reload-"));
  try {
    const first = await createLanceDbEngine({ dataDir });
    await first.createCollection({ id: COLLECTION, size: DIMENSIONS, distance: "Cosine", onDisk: false });
    const started = performance.now();
    for (let from = 0; from < count; from += BATCH) {
      const points = Array.from({ length: Math.min(BATCH, count - from) }, (_, offset) => ({ id: from + offset, vector: randomUnitVector(), payload: {} }));
      await first.upsert(COLLECTION, points);
    }
    const imported = seconds(started);
    console.log(`  written in ${imported.toFixed(1)} s (${(count / imported).toFixed(0)} vectors/s, batches of ${BATCH.toLocaleString("en")})`);
    const green = performance.now();
    await waitForGreen(first);
    console.log(`  green ${seconds(green).toFixed(1)} s later (LanceDB's index built, the graph caught up); resident memory ${residentMb()} MB`);
    const closing = performance.now();
    await first.close();
    console.log(`  closed in ${seconds(closing).toFixed(1)} s (the graph's checkpoint saved)`);

    const reopening = performance.now();
    const again = await createLanceDbEngine({ dataDir });
    const query = randomUnitVector();
    await again.search(COLLECTION, { vector: query, limit: 10, offset: 0, exact: false, withPayload: false, withVector: false });
    const firstAnswer = seconds(reopening);
    await waitForGreen(again);
    console.log(`  reopened: first search answered after ${firstAnswer.toFixed(1)} s, graph loaded (green) after ${seconds(reopening).toFixed(1)} s; resident memory ${residentMb()} MB`);
    await again.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitForGreen(engine: VectorEngine): Promise<void> {
  while ((await engine.stats(COLLECTION)).status !== "green") await new Promise((resolve) => setTimeout(resolve, 100));
}

function randomUnitVector(): number[] {
  const vector = Array.from({ length: DIMENSIONS }, () => Math.random() * 2 - 1);
  const norm = Math.hypot(...vector);
  return vector.map((value) => value / norm);
}

function residentMb(): number {
  return Math.round(process.memoryUsage().rss / 1024 / 1024);
}

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}
