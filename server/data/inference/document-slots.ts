// Where a request carries inference objects (Qdrant Cloud Inference's
// Document: {"text": ..., "model": ...}) in place of vectors: a point's
// vector or named vectors (upsert, batch upsert, update vectors), and every
// vector input of the Query API (query, nearest, recommend and context
// examples, discover targets, relevance feedback, at every prefetch level).
// Each slot names the vector it stands for (the stage's `using`, or the name
// under which the point gives it) and puts the embedded vector in its place.
// Only these positions are looked at: a payload that happens to hold
// {"text", "model"} is a payload.
import type { PointInsertOperations, UpdateVectors } from "../../../contract/qdrant/points";
import type { Prefetch, QueryInterface } from "../../../contract/qdrant/query";
import type { VectorValue } from "../../engine/vector-engine";

export interface InferenceInput {
  model: string;
  text?: unknown;
  [key: string]: unknown;
}

export interface DocumentSlot {
  input: InferenceInput;
  /** The collection's vector it stands for ("" the unnamed one). */
  vector: string;
  /** Where it is in the request, for messages. */
  path: string;
  put(vector: VectorValue): void;
}

export function isInferenceInput(value: unknown): value is InferenceInput {
  return typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { model?: unknown }).model === "string";
}

type Holder = Record<string | number, unknown>;

function slotAt(holder: Holder, key: string | number, vector: string, path: string, slots: DocumentSlot[]): void {
  const value = holder[key];
  if (isInferenceInput(value)) slots.push({ input: value, vector, path, put: (embedded) => (holder[key] = embedded) });
}

/** A point's vectors: one inference object (the unnamed vector), or vectors by name, some of which may be. */
function pointSlots(holder: Holder, key: string | number, path: string, slots: DocumentSlot[]): void {
  const value = holder[key];
  if (isInferenceInput(value)) slotAt(holder, key, "", path, slots);
  else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const name of Object.keys(value)) slotAt(value as Holder, name, name, `${path}.${name}`, slots);
  }
}

export function upsertSlots(request: PointInsertOperations): DocumentSlot[] {
  const slots: DocumentSlot[] = [];
  if ("batch" in request) {
    const { vectors } = request.batch;
    if (Array.isArray(vectors)) vectors.forEach((_, index) => pointSlots(vectors as unknown as Holder, index, `batch.vectors[${index}]`, slots));
    else for (const [name, list] of Object.entries(vectors)) list.forEach((_, index) => slotAt(list as unknown as Holder, index, name, `batch.vectors.${name}[${index}]`, slots));
  } else {
    request.points.forEach((point, index) => pointSlots(point as Holder, "vector", `points[${index}].vector`, slots));
  }
  return slots;
}

export function updateVectorsSlots(request: UpdateVectors): DocumentSlot[] {
  const slots: DocumentSlot[] = [];
  request.points.forEach((point, index) => pointSlots(point as Holder, "vector", `points[${index}].vector`, slots));
  return slots;
}

interface Stage {
  prefetch?: Prefetch | Prefetch[] | null;
  query?: QueryInterface | null;
  using?: string | null;
}

/** A query request (or a prefetch) and every prefetch under it. */
export function querySlots(stage: Stage, path = "", slots: DocumentSlot[] = []): DocumentSlot[] {
  const vector = stage.using ?? "";
  if (stage.query !== undefined && stage.query !== null) queryInputSlots(stage as Holder, "query", vector, `${path}query`, slots);
  const prefetches = stage.prefetch === undefined || stage.prefetch === null ? [] : Array.isArray(stage.prefetch) ? stage.prefetch : [stage.prefetch];
  prefetches.forEach((prefetch, index) => querySlots(prefetch, `${path}prefetch[${index}].`, slots));
  return slots;
}

function queryInputSlots(holder: Holder, key: string, vector: string, path: string, slots: DocumentSlot[]): void {
  const query = holder[key];
  if (isInferenceInput(query)) return slotAt(holder, key, vector, path, slots);
  if (typeof query !== "object" || query === null || Array.isArray(query)) return;
  const inputs = query as Holder;
  const list = (value: unknown, at: string) => {
    if (Array.isArray(value)) value.forEach((_, index) => slotAt(value as unknown as Holder, index, vector, `${at}[${index}]`, slots));
  };
  const pairs = (value: unknown, at: string) => {
    const all = Array.isArray(value) ? value : value ? [value] : [];
    all.forEach((pair: Holder, index) => {
      slotAt(pair, "positive", vector, `${at}[${index}].positive`, slots);
      slotAt(pair, "negative", vector, `${at}[${index}].negative`, slots);
    });
  };
  if ("nearest" in inputs) slotAt(inputs, "nearest", vector, `${path}.nearest`, slots);
  if (typeof inputs.recommend === "object" && inputs.recommend !== null) {
    const recommend = inputs.recommend as Holder;
    list(recommend.positive, `${path}.recommend.positive`);
    list(recommend.negative, `${path}.recommend.negative`);
  }
  if (typeof inputs.discover === "object" && inputs.discover !== null) {
    const discover = inputs.discover as Holder;
    slotAt(discover, "target", vector, `${path}.discover.target`, slots);
    pairs(discover.context, `${path}.discover.context`);
  }
  if ("context" in inputs) pairs(inputs.context, `${path}.context`);
  if (typeof inputs.relevance_feedback === "object" && inputs.relevance_feedback !== null) {
    const feedback = inputs.relevance_feedback as Holder;
    slotAt(feedback, "target", vector, `${path}.relevance_feedback.target`, slots);
    if (Array.isArray(feedback.feedback)) feedback.feedback.forEach((item: Holder, index) => slotAt(item, "example", vector, `${path}.relevance_feedback.feedback[${index}].example`, slots));
  }
}
