// Child process for the durability test: `tsx upsert-until-killed.ts <DATA_DIR>`
// upserts batches of 100 points into collection "durable" and prints
// "ok <batch>" only after each upsert has resolved, until it is killed.
import { createLanceDbEngine } from "../../../../server/engine/lancedb/lancedb-engine";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: upsert-until-killed.ts <DATA_DIR>");

async function main(directory: string): Promise<void> {
  const engine = await createLanceDbEngine({ dataDir: directory });
  await engine.createCollection({ id: "durable", size: 4, distance: "Dot", onDisk: false });
  for (let batch = 0; ; batch += 1) {
    const points = Array.from({ length: 100 }, (_, index) => ({ id: batch * 100 + index, vector: [batch, index, 1, 0], payload: { batch } }));
    await engine.upsert("durable", points);
    process.stdout.write(`ok ${batch}\n`);
  }
}

main(dataDir).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
