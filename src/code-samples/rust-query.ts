// A Search and Discovery query as Rust for the qdrant-client crate, which
// speaks gRPC: client.query (or client.query_groups with group_by) given a
// QueryPointsBuilder (QueryPointGroupsBuilder), its query by Query's
// constructor for the kind (Query::new_nearest with VectorInput's, new_recommend,
// new_fusion, new_nearest_with_mmr, ...), prefetches by PrefetchQueryBuilder
// and the filter as rust-filter.ts writes it. NotExpressible for what it
// cannot write.
import type { Schemas } from "@qdrant/js-client-rest";
import { block, checkKeys, DIRECTIONS, RECOMMEND_STRATEGIES, NotExpressible, PREFETCH_KEYS, REQUEST_KEYS, rustString } from "./grpc-source";
import { isDocument, isNumberList, isNumberMatrix, isObject, isPointId, isSparse, listOf } from "./query-shapes";
import { rustFilter, rustFloat, rustPointId, rustStruct, type RustNeeds } from "./rust-filter";

type QueryRequest = Schemas["QueryRequest"] | Schemas["QueryGroupsRequest"];

const FUSIONS: Readonly<Record<string, string>> = { rrf: "Rrf", dbsf: "Dbsf" };


function floats(values: number[]): string {
  return block("vec![", values.map(rustFloat), "]", "    ");
}

function matrix(vectors: number[][]): string {
  return block("vec![", vectors.map(floats), "]", "    ");
}

function rustDocument(document: Record<string, unknown>, needs: RustNeeds): string {
  if (Object.keys(document).some((key) => key !== "text" && key !== "model")) throw new NotExpressible("a document with options");
  needs.uses.add("Document");
  return `Document::new(${rustString(String(document.text))}, ${rustString(String(document.model))})`;
}

/** A vector, a point id or a text to embed, as a VectorInput. */
function rustVectorInput(value: unknown, needs: RustNeeds): string {
  needs.uses.add("VectorInput");
  if (isDocument(value)) return `VectorInput::from(${rustDocument(value, needs)})`;
  if (isNumberList(value)) return `VectorInput::new_dense(${floats(value)})`;
  if (isNumberMatrix(value)) return `VectorInput::new_multi(${matrix(value)})`;
  if (isSparse(value)) {
    if (!isNumberList(value.indices) || !isNumberList(value.values)) throw new NotExpressible("a sparse vector");
    const indices = `vec![${value.indices.map((index, at) => (at === 0 ? `${index}u32` : String(index))).join(", ")}]`;
    return `VectorInput::new_sparse(${indices}, ${floats(value.values)})`;
  }
  if (isPointId(value)) return `VectorInput::new_id(${rustPointId(value, true)})`;
  throw new NotExpressible("a query input");
}

function inputs(values: unknown, needs: RustNeeds): string {
  return block("vec![", listOf(values).map((value) => rustVectorInput(value, needs)), "]", "    ");
}

function rustContext(context: unknown, needs: RustNeeds): string {
  needs.uses.add("ContextInput");
  needs.uses.add("ContextInputPair");
  const pairs = listOf(context).map((pair) => {
    if (!isObject(pair)) throw new NotExpressible("a context pair");
    return rustStruct("ContextInputPair", [`positive: Some(${rustVectorInput(pair.positive, needs)})`, `negative: Some(${rustVectorInput(pair.negative, needs)})`], false);
  });
  return rustStruct("ContextInput", [`pairs: ${block("vec![", pairs, "]", "    ")}`], false);
}

function rustRecommend(recommend: Record<string, unknown>, needs: RustNeeds): string {
  needs.uses.add("RecommendInput");
  const fields = [`positive: ${inputs(recommend.positive, needs)}`];
  if (recommend.negative !== undefined && recommend.negative !== null) fields.push(`negative: ${inputs(recommend.negative, needs)}`);
  if (typeof recommend.strategy === "string") {
    const strategy = RECOMMEND_STRATEGIES[recommend.strategy];
    if (strategy === undefined) throw new NotExpressible("a recommend strategy");
    needs.uses.add("RecommendStrategy");
    fields.push(`strategy: Some(RecommendStrategy::${strategy}.into())`);
  }
  return `Query::new_recommend(${rustStruct("RecommendInput", fields, true)})`;
}

function rustOrderBy(orderBy: unknown, needs: RustNeeds): string {
  needs.uses.add("OrderBy");
  if (typeof orderBy === "string") return `Query::new_order_by(${rustStruct("OrderBy", [`key: ${rustString(orderBy)}.to_string()`], true)})`;
  if (!isObject(orderBy) || typeof orderBy.key !== "string" || (orderBy.start_from !== undefined && orderBy.start_from !== null)) throw new NotExpressible("an order");
  const fields = [`key: ${rustString(orderBy.key)}.to_string()`];
  if (typeof orderBy.direction === "string") {
    needs.uses.add("Direction");
    fields.push(`direction: Some(Direction::${DIRECTIONS[orderBy.direction] ?? "Asc"}.into())`);
  }
  return `Query::new_order_by(${rustStruct("OrderBy", fields, true)})`;
}

function rustMmr(mmr: Record<string, unknown>, needs: RustNeeds): string {
  needs.uses.add("Mmr");
  const fields = [];
  if (typeof mmr.diversity === "number") fields.push(`diversity: Some(${rustFloat(mmr.diversity)})`);
  if (typeof mmr.candidates_limit === "number") fields.push(`candidates_limit: Some(${mmr.candidates_limit})`);
  return rustStruct("Mmr", fields, true);
}

function rustRrf(rrf: Record<string, unknown>, needs: RustNeeds): string {
  needs.uses.add("Rrf");
  const fields = [];
  if (typeof rrf.k === "number") fields.push(`k: Some(${rrf.k})`);
  if (isNumberList(rrf.weights)) fields.push(`weights: ${floats(rrf.weights)}`);
  return rustStruct("Rrf", fields, true);
}

function rustQuery(query: unknown, needs: RustNeeds): string {
  needs.uses.add("Query");
  if (isNumberList(query) || isNumberMatrix(query) || isSparse(query) || isDocument(query) || isPointId(query)) return `Query::new_nearest(${rustVectorInput(query, needs)})`;
  if (!isObject(query)) throw new NotExpressible("a query");
  if ("nearest" in query) {
    const nearest = rustVectorInput(query.nearest, needs);
    return isObject(query.mmr) ? `Query::new_nearest_with_mmr(${nearest}, ${rustMmr(query.mmr, needs)})` : `Query::new_nearest(${nearest})`;
  }
  if (isObject(query.recommend)) return rustRecommend(query.recommend, needs);
  if (isObject(query.discover)) {
    needs.uses.add("DiscoverInput");
    const discover = rustStruct("DiscoverInput", [`target: Some(${rustVectorInput(query.discover.target, needs)})`, `context: Some(${rustContext(query.discover.context, needs)})`], false);
    return `Query::new_discover(${discover})`;
  }
  if ("context" in query) return `Query::new_context(${rustContext(query.context, needs)})`;
  if ("order_by" in query) return rustOrderBy(query.order_by, needs);
  if (typeof query.fusion === "string" && FUSIONS[query.fusion] !== undefined) {
    needs.uses.add("Fusion");
    return `Query::new_fusion(Fusion::${FUSIONS[query.fusion]})`;
  }
  if (isObject(query.rrf)) return `Query::new_rrf(${rustRrf(query.rrf, needs)})`;
  if (query.sample === "random") {
    needs.uses.add("Sample");
    return "Query::new_sample(Sample::Random)";
  }
  throw new NotExpressible("a kind of query the Rust client cannot write");
}

function rustLookup(lookup: unknown, needs: RustNeeds): string {
  needs.uses.add("LookupLocation");
  if (typeof lookup === "string") return rustStruct("LookupLocation", [`collection_name: ${rustString(lookup)}.to_string()`], true);
  if (!isObject(lookup) || typeof lookup.collection !== "string") throw new NotExpressible("a lookup");
  const fields = [`collection_name: ${rustString(lookup.collection)}.to_string()`];
  if (typeof lookup.vector === "string") fields.push(`vector_name: Some(${rustString(lookup.vector)}.to_string())`);
  return rustStruct("LookupLocation", fields, true);
}

/**
 * The builder calls a query and its prefetches share. `typedNumbers`: the
 * builder's limit takes `impl Into<u64>` (prefetches and groups), where an
 * untyped literal would not compile.
 */
function builderCalls(stage: Record<string, unknown>, needs: RustNeeds, typedNumbers: boolean): string[] {
  const calls = listOf(stage.prefetch).map((prefetch) => `.add_prefetch(${rustPrefetch(prefetch, needs)})`);
  if (stage.query !== undefined && stage.query !== null) calls.push(`.query(${rustQuery(stage.query, needs)})`);
  if (typeof stage.using === "string") calls.push(`.using(${rustString(stage.using)})`);
  if (stage.lookup_from !== undefined && stage.lookup_from !== null) calls.push(`.lookup_from(${rustLookup(stage.lookup_from, needs)})`);
  if (stage.filter !== undefined && stage.filter !== null) calls.push(`.filter(${rustFilter(stage.filter, needs)})`);
  if (typeof stage.limit === "number") calls.push(`.limit(${stage.limit}${typedNumbers ? "u64" : ""})`);
  if (typeof stage.score_threshold === "number") calls.push(`.score_threshold(${rustFloat(stage.score_threshold)}f32)`);
  return calls;
}

function chain(start: string, calls: readonly string[]): string {
  return [start, ...calls.map((call) => `    ${call.split("\n").join("\n    ")}`)].join("\n");
}

function rustPrefetch(prefetch: unknown, needs: RustNeeds): string {
  if (!isObject(prefetch)) throw new NotExpressible("a prefetch");
  checkKeys(prefetch, PREFETCH_KEYS);
  needs.uses.add("PrefetchQueryBuilder");
  return chain("PrefetchQueryBuilder::default()", builderCalls(prefetch, needs, true));
}

/** The statements in main (after rustProgram's client) and the items of qdrant_client::qdrant they use. */
export function rustQueryCalls(collection: string, request: QueryRequest): { calls: string; uses: string[] } {
  const body = request as Record<string, unknown>;
  checkKeys(body, REQUEST_KEYS);
  const needs: RustNeeds = { uses: new Set() };
  const groupBy = typeof body.group_by === "string" ? body.group_by : null;
  const builder = groupBy === null ? "QueryPointsBuilder" : "QueryPointGroupsBuilder";
  needs.uses.add(builder);
  const calls = builderCalls(body, needs, groupBy !== null);
  if (typeof body.offset === "number") calls.push(`.offset(${body.offset})`);
  if (groupBy !== null && typeof body.group_size === "number") calls.push(`.group_size(${body.group_size}u64)`);
  if (typeof body.with_payload === "boolean") calls.push(`.with_payload(${body.with_payload})`);
  const start = groupBy === null ? `QueryPointsBuilder::new(${rustString(collection)})` : `QueryPointGroupsBuilder::new(${rustString(collection)}, ${rustString(groupBy)})`;
  const [answer, call] = groupBy === null ? ["points", "query"] : ["groups", "query_groups"];
  const built = chain(start, calls)
    .split("\n")
    .map((line) => `        ${line}`)
    .join("\n");
  return {
    calls: [`let ${answer} = client`, `    .${call}(`, `${built},`, "    )", "    .await?;", `println!("{:?}", ${answer}.result);`].join("\n"),
    uses: [...needs.uses],
  };
}
