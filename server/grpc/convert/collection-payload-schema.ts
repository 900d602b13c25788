// A collection's payload_schema entry as collections.proto's
// PayloadSchemaInfo: the type's enum, its index params in the oneof member
// for that type, and the number of points holding the field. REST's 1.20
// additions (`nested`, a text index's `scoring`) have no field in 1.19's
// messages and are left out.
import { MEMORY, PAYLOAD_SCHEMA_TYPE, TOKENIZER, isMessage, pickFields, type Message } from "./collection-fields";

/** Each type's params, as REST and PayloadIndexParams both name them. */
const PARAMS_FIELDS: Record<string, readonly string[]> = {
  keyword: ["is_tenant", "on_disk", "enable_hnsw"],
  integer: ["lookup", "range", "is_principal", "on_disk", "enable_hnsw"],
  float: ["on_disk", "is_principal", "enable_hnsw"],
  geo: ["on_disk", "enable_hnsw"],
  text: ["lowercase", "min_token_len", "max_token_len", "on_disk", "phrase_matching", "ascii_folding", "enable_hnsw"],
  bool: ["on_disk", "enable_hnsw"],
  datetime: ["on_disk", "is_principal", "enable_hnsw"],
  uuid: ["is_tenant", "on_disk", "enable_hnsw"],
};

export function grpcPayloadSchemaOf(entry: unknown): Message {
  const { data_type: dataType, params, points } = isMessage(entry) ? entry : {};
  return { data_type: PAYLOAD_SCHEMA_TYPE.grpc(dataType), params: isMessage(params) ? grpcIndexParamsOf(params) : undefined, points };
}

/** PayloadIndexParams: the member `<type>_index_params` of its oneof. */
function grpcIndexParamsOf(params: Message): Message | undefined {
  const type = String(params.type);
  const fields = PARAMS_FIELDS[type];
  if (!fields) return undefined;
  const converted: Message = { ...pickFields(params, fields), memory: MEMORY.grpc(params.memory) };
  if (type === "keyword" && params.prefix === true) converted.prefix = {};
  if (type === "text") Object.assign(converted, textParamsOf(params));
  return { [`${type}_index_params`]: converted };
}

/** A text index's tokenizer (absent is "word", as in Qdrant), stopwords as a set, and stemmer. */
function textParamsOf(params: Message): Message {
  const { stopwords, stemmer } = params;
  return {
    tokenizer: TOKENIZER.grpc(params.tokenizer ?? "word"),
    stopwords: typeof stopwords === "string" ? { languages: [stopwords], custom: [] } : isMessage(stopwords) ? { languages: stopwords.languages ?? [], custom: stopwords.custom ?? [] } : undefined,
    stemmer: isMessage(stemmer) ? { snowball: { language: stemmer.language } } : undefined,
  };
}
