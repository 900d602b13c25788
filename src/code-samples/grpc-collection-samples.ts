// The create-collection dialog's request in Go and Rust, whose official
// clients speak gRPC: the collection with its vectors (one unnamed, named or
// none) and sparse vectors, then one payload index per field, each waited
// for. A form not filled in yet shows <dimension> for a size of 0, as the
// other samples do.
import type { Schemas } from "@qdrant/js-client-rest";
import { isVectorParams, type CreateCollectionRequest } from "./collection-request";
import { block, goString, NotExpressible, rustString } from "./grpc-source";

const DISTANCES = new Set(["Cosine", "Euclid", "Dot", "Manhattan"]);
const FIELD_TYPES: Readonly<Record<string, string>> = {
  keyword: "Keyword",
  integer: "Integer",
  float: "Float",
  geo: "Geo",
  text: "Text",
  bool: "Bool",
  datetime: "Datetime",
  uuid: "Uuid",
};

type VectorParams = Schemas["VectorParams"];

/** Size and distance only: what the dialog sets. Anything more is NotExpressible here. */
function checked(params: VectorParams): { size: string; distance: string } {
  if (Object.keys(params).some((key) => key !== "size" && key !== "distance") || !DISTANCES.has(params.distance)) throw new NotExpressible("vector settings beyond size and distance");
  return { size: params.size === 0 ? "<dimension>" : String(params.size), distance: params.distance };
}

function namedVectors(vectors: CreateCollectionRequest["body"]["vectors"]): [string, VectorParams][] {
  return Object.entries(vectors ?? {}).map(([name, params]) => {
    if (!isVectorParams(params)) throw new NotExpressible("a vector without its size");
    return [name, params];
  });
}

function sparseVectors(sparse: CreateCollectionRequest["body"]["sparse_vectors"]): [string, string | null][] {
  return Object.entries(sparse ?? {}).map(([name, params]) => {
    const extra = Object.keys(params ?? {}).filter((key) => key !== "modifier");
    if (extra.length > 0) throw new NotExpressible("sparse vector settings beyond the modifier");
    const modifier = params?.modifier;
    return [name, modifier === "idf" ? "Idf" : null];
  });
}

function fieldType(index: Schemas["CreateFieldIndex"]): string {
  const type = typeof index.field_schema === "string" ? FIELD_TYPES[index.field_schema] : undefined;
  if (type === undefined) throw new NotExpressible("a payload index with parameters");
  return type;
}

const GO_CHECK = ["if err != nil {", "\tpanic(err)", "}"];

export function goCreateCollectionCalls({ name, body, indexes }: CreateCollectionRequest): string {
  const fields = [`CollectionName: ${goString(name)}`];
  if (isVectorParams(body.vectors)) {
    const { size, distance } = checked(body.vectors);
    fields.push(`VectorsConfig: qdrant.NewVectorsConfig(&qdrant.VectorParams{Size: ${size}, Distance: qdrant.Distance_${distance}})`);
  } else {
    const named = namedVectors(body.vectors).map(([vector, params]) => {
      const { size, distance } = checked(params);
      return `${goString(vector)}: {Size: ${size}, Distance: qdrant.Distance_${distance}}`;
    });
    if (named.length > 0) fields.push(`VectorsConfig: qdrant.NewVectorsConfigMap(${block("map[string]*qdrant.VectorParams{", named, "}", "\t")})`);
  }
  const sparse = sparseVectors(body.sparse_vectors).map(([vector, modifier]) => `${goString(vector)}: {${modifier === null ? "" : `Modifier: qdrant.Modifier_${modifier}.Enum()`}}`);
  if (sparse.length > 0) fields.push(`SparseVectorsConfig: qdrant.NewSparseVectorsConfig(${block("map[string]*qdrant.SparseVectorParams{", sparse, "}", "\t")})`);
  const lines = [block("err = client.CreateCollection(context.Background(), &qdrant.CreateCollection{", fields, "})", "\t"), ...GO_CHECK];
  for (const index of indexes) {
    const indexFields = [`CollectionName: ${goString(name)}`, `FieldName: ${goString(index.field_name)}`, `FieldType: qdrant.FieldType_FieldType${fieldType(index)}.Enum()`, "Wait: qdrant.PtrOf(true)"];
    lines.push(block("_, err = client.CreateFieldIndex(context.Background(), &qdrant.CreateFieldIndexCollection{", indexFields, "})", "\t"), ...GO_CHECK);
  }
  return lines.join("\n");
}

export function rustCreateCollectionCalls({ name, body, indexes }: CreateCollectionRequest): { calls: string; uses: string[] } {
  const uses = new Set(["CreateCollectionBuilder"]);
  const lines: string[] = [];
  const builder = [`CreateCollectionBuilder::new(${rustString(name)})`];
  const vectorParams = (params: VectorParams) => {
    const { size, distance } = checked(params);
    uses.add("VectorParamsBuilder");
    uses.add("Distance");
    return `VectorParamsBuilder::new(${size}, Distance::${distance})`;
  };
  if (isVectorParams(body.vectors)) builder.push(`.vectors_config(${vectorParams(body.vectors)})`);
  else {
    const named = namedVectors(body.vectors);
    if (named.length > 0) {
      uses.add("VectorsConfigBuilder");
      lines.push("let mut vectors_config = VectorsConfigBuilder::default();");
      for (const [vector, params] of named) lines.push(`vectors_config.add_named_vector_params(${rustString(vector)}, ${vectorParams(params)});`);
      builder.push(".vectors_config(vectors_config)");
    }
  }
  const sparse = sparseVectors(body.sparse_vectors);
  if (sparse.length > 0) {
    uses.add("SparseVectorsConfigBuilder");
    uses.add("SparseVectorParamsBuilder");
    lines.push("let mut sparse_vectors_config = SparseVectorsConfigBuilder::default();");
    for (const [vector, modifier] of sparse) {
      if (modifier !== null) uses.add("Modifier");
      lines.push(`sparse_vectors_config.add_named_vector_params(${rustString(vector)}, SparseVectorParamsBuilder::default()${modifier === null ? "" : `.modifier(Modifier::${modifier})`});`);
    }
    builder.push(".sparse_vectors_config(sparse_vectors_config)");
  }
  lines.push("client", "    .create_collection(", `        ${builder[0]}`, ...builder.slice(1).map((call) => `            ${call}`), "    )", "    .await?;");
  // The builder's last call closes the argument: a trailing comma as rustfmt writes it.
  lines[lines.length - 3] = `${lines[lines.length - 3]},`;
  for (const index of indexes) {
    uses.add("CreateFieldIndexCollectionBuilder");
    uses.add("FieldType");
    lines.push(
      "client",
      `    .create_field_index(CreateFieldIndexCollectionBuilder::new(${rustString(name)}, ${rustString(index.field_name)}, FieldType::${fieldType(index)}).wait(true))`,
      "    .await?;",
    );
  }
  return { calls: lines.join("\n"), uses: [...uses] };
}
