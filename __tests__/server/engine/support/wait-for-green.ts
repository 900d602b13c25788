// Waits until a collection's background work is done: its search graphs fed
// and LanceDB's index built (stats().status "green"). A wait that runs out
// names what was still behind, so that a failure on a loaded CI machine says
// which part stalled.
import type { CollectionStats, VectorEngine } from "../../../../server/engine/vector-engine";

const POLL_MS = 50;

export async function waitForGreen(engine: VectorEngine, id: string, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  let stats: CollectionStats | undefined;
  while (Date.now() - started < timeoutMs) {
    stats = await engine.stats(id);
    if (stats.status === "green") return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `collection ${id} was still ${stats?.status} after ${timeoutMs} ms: ${stats?.indexedVectorsCount} of ${stats?.pointsCount} points in its graphs, ${stats?.segmentsCount} segments`,
  );
}
