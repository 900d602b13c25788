// A Search and Discovery query as Go for github.com/qdrant/go-client, which
// speaks gRPC: client.Query (or client.QueryGroups with group_by) given a
// qdrant.QueryPoints whose query is the client's constructor for its kind
// (qdrant.NewQuery for a dense vector, NewQuerySparse, NewQueryRecommend,
// NewQueryFusion, NewQueryMMR, ...), prefetches as qdrant.PrefetchQuery and
// the filter as go-filter.ts writes it. NotExpressible for what it cannot
// write.
import type { Schemas } from "@qdrant/js-client-rest";
import { goFilter, goNumber, goPointId, goStruct, type GoNeeds } from "./go-filter";
import { block, checkKeys, DIRECTIONS, RECOMMEND_STRATEGIES, goString, NotExpressible, PREFETCH_KEYS, REQUEST_KEYS } from "./grpc-source";
import { isDocument, isNumberList, isNumberMatrix, isObject, isPointId, isSparse, listOf } from "./query-shapes";

type QueryRequest = Schemas["QueryRequest"] | Schemas["QueryGroupsRequest"];

const FUSIONS: Readonly<Record<string, string>> = { rrf: "RRF", dbsf: "DBSF" };

function floats(values: number[]): string {
  return block("[]float32{", values.map(goNumber), "}", "\t");
}

function goDocument(document: Record<string, unknown>): string {
  if (Object.keys(document).some((key) => key !== "text" && key !== "model")) throw new NotExpressible("a document with options");
  return goStruct("Document", [`Text: ${goString(String(document.text))}`, `Model: ${goString(String(document.model))}`]);
}

function sparseArgs(sparse: { indices: unknown; values: unknown }): string {
  if (!isNumberList(sparse.indices) || !isNumberList(sparse.values)) throw new NotExpressible("a sparse vector");
  return `${block("[]uint32{", sparse.indices.map(String), "}", "\t")}, ${floats(sparse.values)}`;
}

function matrix(vectors: number[][]): string {
  return block("[][]float32{", vectors.map((vector) => block("{", vector.map(goNumber), "}", "\t")), "}", "\t");
}

/** A vector, a point id or a text to embed, as one input of a query. */
function goVectorInput(value: unknown): string {
  if (isNumberList(value)) return `qdrant.NewVectorInput(${value.map(goNumber).join(", ")})`;
  if (isNumberMatrix(value)) return `qdrant.NewVectorInputMulti(${matrix(value)})`;
  if (isSparse(value)) return `qdrant.NewVectorInputSparse(${sparseArgs(value)})`;
  if (isDocument(value)) return `qdrant.NewVectorInputDocument(${goDocument(value)})`;
  if (isPointId(value)) return `qdrant.NewVectorInputID(${goPointId(value)})`;
  throw new NotExpressible("a query input");
}

function inputs(values: unknown): string {
  return block("[]*qdrant.VectorInput{", listOf(values).map(goVectorInput), "}", "\t");
}

function goContext(context: unknown): string {
  const pairs = listOf(context).map((pair) => {
    if (!isObject(pair)) throw new NotExpressible("a context pair");
    return block("{", [`Positive: ${goVectorInput(pair.positive)}`, `Negative: ${goVectorInput(pair.negative)}`], "}", "\t");
  });
  return goStruct("ContextInput", [`Pairs: ${block("[]*qdrant.ContextInputPair{", pairs, "}", "\t")}`]);
}

function goRecommend(recommend: Record<string, unknown>): string {
  const fields = [`Positive: ${inputs(recommend.positive)}`];
  if (recommend.negative !== undefined && recommend.negative !== null) fields.push(`Negative: ${inputs(recommend.negative)}`);
  if (typeof recommend.strategy === "string") {
    const strategy = RECOMMEND_STRATEGIES[recommend.strategy];
    if (strategy === undefined) throw new NotExpressible("a recommend strategy");
    fields.push(`Strategy: qdrant.RecommendStrategy_${strategy}.Enum()`);
  }
  return `qdrant.NewQueryRecommend(${goStruct("RecommendInput", fields)})`;
}

function goOrderBy(orderBy: unknown): string {
  if (typeof orderBy === "string") return `qdrant.NewQueryOrderBy(${goStruct("OrderBy", [`Key: ${goString(orderBy)}`])})`;
  if (!isObject(orderBy) || typeof orderBy.key !== "string" || (orderBy.start_from !== undefined && orderBy.start_from !== null)) throw new NotExpressible("an order");
  const fields = [`Key: ${goString(orderBy.key)}`];
  if (typeof orderBy.direction === "string") fields.push(`Direction: qdrant.Direction_${DIRECTIONS[orderBy.direction] ?? "Asc"}.Enum()`);
  return `qdrant.NewQueryOrderBy(${goStruct("OrderBy", fields)})`;
}

function goMmr(mmr: Record<string, unknown>): string {
  const fields = [];
  if (typeof mmr.diversity === "number") fields.push(`Diversity: qdrant.PtrOf(float32(${goNumber(mmr.diversity)}))`);
  if (typeof mmr.candidates_limit === "number") fields.push(`CandidatesLimit: qdrant.PtrOf(uint32(${mmr.candidates_limit}))`);
  return goStruct("Mmr", fields);
}

function goRrf(rrf: Record<string, unknown>): string {
  const fields = [];
  if (typeof rrf.k === "number") fields.push(`K: qdrant.PtrOf(uint32(${rrf.k}))`);
  if (isNumberList(rrf.weights)) fields.push(`Weights: ${floats(rrf.weights)}`);
  return goStruct("Rrf", fields);
}

export function goQuery(query: unknown): string {
  if (isNumberList(query)) return `qdrant.NewQuery(${query.map(goNumber).join(", ")})`;
  if (isNumberMatrix(query)) return `qdrant.NewQueryMulti(${matrix(query)})`;
  if (isSparse(query)) return `qdrant.NewQuerySparse(${sparseArgs(query)})`;
  if (isDocument(query)) return `qdrant.NewQueryDocument(${goDocument(query)})`;
  if (isPointId(query)) return `qdrant.NewQueryID(${goPointId(query)})`;
  if (!isObject(query)) throw new NotExpressible("a query");
  if ("nearest" in query) return isObject(query.mmr) ? `qdrant.NewQueryMMR(${goVectorInput(query.nearest)}, ${goMmr(query.mmr)})` : `qdrant.NewQueryNearest(${goVectorInput(query.nearest)})`;
  if (isObject(query.recommend)) return goRecommend(query.recommend);
  if (isObject(query.discover)) {
    return `qdrant.NewQueryDiscover(${goStruct("DiscoverInput", [`Target: ${goVectorInput(query.discover.target)}`, `Context: ${goContext(query.discover.context)}`])})`;
  }
  if ("context" in query) return `qdrant.NewQueryContext(${goContext(query.context)})`;
  if ("order_by" in query) return goOrderBy(query.order_by);
  if (typeof query.fusion === "string" && FUSIONS[query.fusion] !== undefined) return `qdrant.NewQueryFusion(qdrant.Fusion_${FUSIONS[query.fusion]})`;
  if (isObject(query.rrf)) return `qdrant.NewQueryRRF(${goRrf(query.rrf)})`;
  if (query.sample === "random") return "qdrant.NewQuerySample(qdrant.Sample_Random)";
  throw new NotExpressible("a kind of query the Go client cannot write");
}

function goLookup(lookup: unknown): string {
  if (typeof lookup === "string") return goStruct("LookupLocation", [`CollectionName: ${goString(lookup)}`]);
  if (!isObject(lookup) || typeof lookup.collection !== "string") throw new NotExpressible("a lookup");
  const fields = [`CollectionName: ${goString(lookup.collection)}`];
  if (typeof lookup.vector === "string") fields.push(`VectorName: qdrant.PtrOf(${goString(lookup.vector)})`);
  return goStruct("LookupLocation", fields);
}

/** The fields a query and its prefetches share, in the order the console writes them. */
function searchFields(stage: Record<string, unknown>, needs: GoNeeds): string[] {
  const fields = [];
  if (stage.prefetch !== undefined && stage.prefetch !== null) fields.push(`Prefetch: ${goPrefetch(stage.prefetch, needs)}`);
  if (stage.query !== undefined && stage.query !== null) fields.push(`Query: ${goQuery(stage.query)}`);
  if (typeof stage.using === "string") fields.push(`Using: qdrant.PtrOf(${goString(stage.using)})`);
  if (stage.lookup_from !== undefined && stage.lookup_from !== null) fields.push(`LookupFrom: ${goLookup(stage.lookup_from)}`);
  if (stage.filter !== undefined && stage.filter !== null) fields.push(`Filter: ${goFilter(stage.filter, needs)}`);
  if (typeof stage.limit === "number") fields.push(`Limit: qdrant.PtrOf(uint64(${stage.limit}))`);
  if (typeof stage.score_threshold === "number") fields.push(`ScoreThreshold: qdrant.PtrOf(float32(${goNumber(stage.score_threshold)}))`);
  return fields;
}

function goPrefetch(prefetch: unknown, needs: GoNeeds): string {
  const stages = listOf(prefetch).map((stage) => {
    if (!isObject(stage)) throw new NotExpressible("a prefetch");
    checkKeys(stage, PREFETCH_KEYS);
    return block("{", searchFields(stage, needs), "}", "\t");
  });
  return block("[]*qdrant.PrefetchQuery{", stages, "}", "\t");
}

/** The calls in main (after goProgram's client) and the imports they add. */
export function goQueryCalls(collection: string, request: QueryRequest): { calls: string; imports: string[] } {
  const body = request as Record<string, unknown>;
  checkKeys(body, REQUEST_KEYS);
  const needs: GoNeeds = { imports: new Set() };
  const groupBy = typeof body.group_by === "string" ? body.group_by : null;
  const fields = [`CollectionName: ${goString(collection)}`, ...searchFields(body, needs)];
  if (typeof body.offset === "number") fields.push(`Offset: qdrant.PtrOf(uint64(${body.offset}))`);
  if (groupBy !== null) {
    fields.push(`GroupBy: ${goString(groupBy)}`);
    if (typeof body.group_size === "number") fields.push(`GroupSize: qdrant.PtrOf(uint64(${body.group_size}))`);
  }
  if (typeof body.with_payload === "boolean") fields.push(`WithPayload: qdrant.NewWithPayload(${body.with_payload})`);
  const [answer, call, type] = groupBy === null ? ["points", "Query", "QueryPoints"] : ["groups", "QueryGroups", "QueryPointGroups"];
  const statement = block(`${answer}, err := client.${call}(context.Background(), &qdrant.${type}{`, fields, "})", "\t");
  return { calls: [statement, "if err != nil {", "\tpanic(err)", "}", `fmt.Println(${answer})`].join("\n"), imports: [...needs.imports] };
}
