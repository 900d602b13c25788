// Run by tsx-workers.test.ts as `tsx embed-under-tsx.ts`, as `npm run serve`
// runs the service: embeds one text with each model that runs in the worker
// pool, and prints each vector's length as JSON.
import { startBuiltinModels } from "../../../../../server/models/builtin/start-builtin-models";

async function main(): Promise<void> {
  const builtin = await startBuiltinModels({ cacheDirectory: process.argv[2] ?? "", threads: 1 });
  try {
    const lengths: Record<string, number> = {};
    for (const model of builtin.models) {
      if (model.kind !== "dense" || model.name === "glove-100-mean") continue;
      const [vector] = await model.embed(["hello from tsx"], { purpose: "query" });
      lengths[model.name] = vector?.length ?? 0;
    }
    console.log(JSON.stringify(lengths));
  } finally {
    await builtin.close();
  }
}

void main();
