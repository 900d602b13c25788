// A universal query's parts as qdrant-client's Python models: query_points
// takes a vector, a point id or a models.*Query, never a plain dict, so each
// kind of query is written as its model (sparse vectors as
// models.SparseVector, prefetches as models.Prefetch, MMR as models.Mmr,
// another collection's points as models.LookupLocation, a text to embed as
// models.Document).
import type { Schemas } from "@qdrant/js-client-rest";
import { toJsonValue, toPython } from "./code-literals";
import { isDocument, isObject, isSparse, listOf } from "./query-shapes";

/** Whether a request holds a text to embed anywhere (its query, a prefetch, an example). */
export function holdsDocument(value: unknown): boolean {
  if (isDocument(value)) return true;
  if (Array.isArray(value)) return value.some(holdsDocument);
  return isObject(value) && Object.values(value).some(holdsDocument);
}

/** A point id or a vector: a list, models.SparseVector, models.Document, or the value itself. */
export function pythonVectorInput(value: unknown): string {
  if (isSparse(value)) return `models.SparseVector(indices=${toPython(toJsonValue(value.indices))}, values=${toPython(toJsonValue(value.values))})`;
  if (isDocument(value)) return `models.Document(text=${toPython(toJsonValue(value.text))}, model=${toPython(toJsonValue(value.model))})`;
  return toPython(toJsonValue(value ?? null));
}

function pythonList(values: unknown, each: (value: unknown) => string): string {
  return `[${listOf(values).map(each).join(", ")}]`;
}

function pythonContext(context: unknown): string {
  return pythonList(context, (pair) =>
    isObject(pair) ? `models.ContextPair(positive=${pythonVectorInput(pair.positive)}, negative=${pythonVectorInput(pair.negative)})` : pythonVectorInput(pair),
  );
}

function pythonEnum(type: string, value: unknown): string {
  return `models.${type}.${String(value).toUpperCase()}`;
}

function pythonRecommend(recommend: Record<string, unknown>): string {
  const args = [`positive=${pythonList(recommend.positive, pythonVectorInput)}`, `negative=${pythonList(recommend.negative, pythonVectorInput)}`];
  if (typeof recommend.strategy === "string") args.push(`strategy=${pythonEnum("RecommendStrategy", recommend.strategy)}`);
  return `models.RecommendQuery(recommend=models.RecommendInput(${args.join(", ")}))`;
}

function pythonOrderBy(orderBy: unknown): string {
  if (!isObject(orderBy)) return `models.OrderByQuery(order_by=${toPython(toJsonValue(orderBy ?? null))})`;
  const args = [`key=${JSON.stringify(orderBy.key)}`, ...(typeof orderBy.direction === "string" ? [`direction=${pythonEnum("Direction", orderBy.direction)}`] : [])];
  return `models.OrderByQuery(order_by=models.OrderBy(${args.join(", ")}))`;
}

/** models.Type(key=value, ...) of an object's entries. */
function pythonModel(type: string, value: unknown): string {
  const args = isObject(value) ? Object.entries(value).map(([key, item]) => `${key}=${toPython(toJsonValue(item ?? null))}`) : [];
  return `models.${type}(${args.join(", ")})`;
}

function pythonNearest(query: Record<string, unknown>): string {
  const mmr = isObject(query.mmr) ? `, mmr=${pythonModel("Mmr", query.mmr)}` : "";
  return `models.NearestQuery(nearest=${pythonVectorInput(query.nearest)}${mmr})`;
}

/** lookup_from=: the collection (and its vector) that point ids name. */
export function pythonLookup(lookup: unknown): string {
  return pythonModel("LookupLocation", lookup);
}

/** query=: a vector or point id as itself; each Qdrant query by its model. */
export function pythonQuery(query: unknown): string {
  if (!isObject(query) || isSparse(query) || isDocument(query)) return pythonVectorInput(query);
  if (isObject(query.recommend)) return pythonRecommend(query.recommend);
  if (isObject(query.discover)) {
    return `models.DiscoverQuery(discover=models.DiscoverInput(target=${pythonVectorInput(query.discover.target)}, context=${pythonContext(query.discover.context)}))`;
  }
  if ("context" in query) return `models.ContextQuery(context=${pythonContext(query.context)})`;
  if ("order_by" in query) return pythonOrderBy(query.order_by);
  if ("fusion" in query) return `models.FusionQuery(fusion=${pythonEnum("Fusion", query.fusion)})`;
  if ("rrf" in query) return `models.RrfQuery(rrf=${pythonModel("Rrf", query.rrf)})`;
  if ("nearest" in query) return pythonNearest(query);
  if ("sample" in query) return `models.SampleQuery(sample=${pythonEnum("Sample", query.sample)})`;
  return toPython(toJsonValue(query), 1);
}

/** prefetch=: a list of models.Prefetch, one a line. */
export function pythonPrefetch(prefetch: Schemas["Prefetch"] | Schemas["Prefetch"][]): string {
  const stages = Array.isArray(prefetch) ? prefetch : [prefetch];
  const lines = stages.map((stage) => {
    const args = [`query=${pythonQuery(stage.query)}`];
    if (typeof stage.using === "string") args.push(`using=${JSON.stringify(stage.using)}`);
    if (isObject(stage.filter)) args.push(`filter=models.Filter(**${toPython(toJsonValue(stage.filter))})`);
    if (typeof stage.limit === "number") args.push(`limit=${stage.limit}`);
    if (typeof stage.score_threshold === "number") args.push(`score_threshold=${stage.score_threshold}`);
    return `        models.Prefetch(${args.join(", ")}),`;
  });
  return ["[", ...lines, "    ]"].join("\n");
}
