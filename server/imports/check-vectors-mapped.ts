// Whether a mapping gives the vectors its points need, checked before any row
// is read. A collection of one unnamed dense vector needs it on every point
// (an upsert without it is refused), so a mapping without it would fail every
// row. Named and sparse vectors are each optional on a point, as in Qdrant: a
// mapping may fill some of them (the rest later, with update_vectors), but not
// none, since points without any vector no search can find, and a new
// collection made from such a mapping would have no vector at all. A refusal
// says how to fill each vector: a column of numbers, or a text column and the
// project's models that make that size, or, when none does, the model to add.
import { MAPPING_VECTORS_FIELD, type ImportMapping } from "../../contract/imports";
import type { Collection } from "../db/schema";
import { hasVectorsByName, sparseVectorNames, vectorConfig, vectorNames } from "../data/collections/collection-vectors";
import { AppError } from "../errors";
import type { EmbeddingModel } from "../models/embedding-model";

/** `collection`: the one imported into, or "new" for one the import creates from the mapping. `listModels`: the project's models, asked for only to word a refusal. */
export async function checkVectorsMapped(mapping: ImportMapping, collection: Collection | "new", listModels: () => Promise<readonly EmbeddingModel[]>): Promise<void> {
  const mapped = new Set(mapping.vectors.map((vector) => vector.vector));
  if (collection === "new") {
    if (mapped.size > 0) return;
    throw badVectorMapping(`No vector is mapped: the new collection would have none, and no search could find its points. Map a column of numbers, or embed a text column with a model: ${modelChoices(await listModels())}.`);
  }
  if (!hasVectorsByName(collection)) {
    if (mapped.has("")) return;
    const { size } = vectorConfig(collection);
    const ways = waysToFill(collection, "", await listModels());
    throw badVectorMapping(`Collection "${collection.name}" needs its vector (${size} dimensions) on every point, and the mapping gives none: every row would fail. To fill it, ${ways}.`);
  }
  const names = [...vectorNames(collection), ...sparseVectorNames(collection)];
  if (names.length === 0 || mapped.size > 0) return;
  const models = await listModels();
  const ways = names.map((name) => `for ${describeVector(collection, name)}, ${waysToFill(collection, name, models)}`);
  throw badVectorMapping(`No vector is mapped: the points would have none, and no search could find them. Fill at least one of the vectors of collection "${collection.name}": ${ways.join("; ")}.`);
}

/** A 400 about the mapping's vectors, which a form shows beside them. */
export function badVectorMapping(message: string): AppError {
  return new AppError("bad_request", message, { details: { field: MAPPING_VECTORS_FIELD } });
}

function waysToFill(collection: Collection, name: string, models: readonly EmbeddingModel[]): string {
  if (sparseVectorNames(collection).includes(name)) {
    const sparse = models.filter((model) => model.kind === "sparse").map((model) => `"${model.name}"`);
    const column = 'map a column of {"indices", "values"}';
    return sparse.length === 0 ? column : `${column}, or embed a text column with ${orList(sparse)}`;
  }
  const { size, multivector } = vectorConfig(collection, name);
  if (multivector) return `map a column that holds lists of ${size} numbers (a multi-vector cannot be made from text)`;
  const column = `map a column that holds ${size} numbers`;
  const fitting = models.filter((model) => model.kind === "dense" && model.dimension === size).map((model) => `"${model.name}"`);
  if (fitting.length > 0) return `${column}, or embed a text column with ${orList(fitting)}`;
  const others = models.flatMap((model) => (model.kind === "dense" && model.dimension !== null ? [`"${model.name}" makes ${model.dimension}`] : []));
  const none = others.length === 0 ? `no model in this project makes ${size}` : `no model in this project makes ${size}: ${others.join(", ")}`;
  return `${column}, or add an OpenAI-compatible model that makes ${size} dimensions under Models and embed a text column with it (${none})`;
}

function describeVector(collection: Collection, name: string): string {
  const label = name === "" ? "the unnamed vector" : `"${name}"`;
  return sparseVectorNames(collection).includes(name) ? `${label} (sparse)` : `${label} (${vectorConfig(collection, name).size} dimensions)`;
}

/** "a" (512 dimensions), "b" (sparse). */
function modelChoices(models: readonly EmbeddingModel[]): string {
  const usable = models.flatMap((model) => (model.kind === "sparse" ? [`"${model.name}" (sparse)`] : model.dimension === null ? [] : [`"${model.name}" (${model.dimension} dimensions)`]));
  return usable.length === 0 ? "add one under Models" : usable.join(", ");
}

/** "a", "a or b", "a, b or c". */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
