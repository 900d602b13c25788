// The vectors of a batch of rows that are made from text: one embed call per
// model for the whole batch (the models batch further inside), each vector
// put back on its row under the vector name the mapping gave.
import type { EmbeddingModel } from "../../models/embedding-model";
import type { MappedRow } from "../mapping/map-row";

export async function embedRowTexts(rows: readonly MappedRow[], models: ReadonlyMap<string, EmbeddingModel>, signal: AbortSignal): Promise<void> {
  const byModel = new Map<string, { row: MappedRow; vector: string; text: string }[]>();
  for (const row of rows) {
    for (const { model, vector, text } of row.texts) {
      const list = byModel.get(model) ?? [];
      list.push({ row, vector, text });
      byModel.set(model, list);
    }
  }
  for (const [name, items] of byModel) {
    const model = models.get(name);
    if (!model) throw new Error(`model ${name} was checked before the import ran`);
    const vectors = await model.embed(
      items.map((item) => item.text),
      { purpose: "document", signal },
    );
    items.forEach((item, index) => {
      const vector = vectors[index];
      if (vector !== undefined) item.row.vectors[item.vector] = vector;
    });
  }
}
