// CreateFieldIndexCollection's field_type and field_index_params as REST's
// field_schema: a type name ("keyword"), or {"type": ..., ...params} when the
// message carries parameters of the same type, as Qdrant reads them
// (tonic update_common.rs convert_field_type, grpc/conversions.rs).
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";

export interface GrpcFieldIndex {
  field_type?: string;
  field_index_params?: { index_params?: string } & Record<string, unknown>;
}

type RestFieldSchema = string | Record<string, unknown>;

const invalid = (message: string) => new GrpcError(grpc.status.INVALID_ARGUMENT, message);

/** FieldType's names and PayloadIndexParams' members, each with REST's type name. */
const TYPES: Record<string, { name: string; params: string }> = {
  FieldTypeKeyword: { name: "keyword", params: "keyword_index_params" },
  FieldTypeInteger: { name: "integer", params: "integer_index_params" },
  FieldTypeFloat: { name: "float", params: "float_index_params" },
  FieldTypeGeo: { name: "geo", params: "geo_index_params" },
  FieldTypeText: { name: "text", params: "text_index_params" },
  FieldTypeBool: { name: "bool", params: "bool_index_params" },
  FieldTypeDatetime: { name: "datetime", params: "datetime_index_params" },
  FieldTypeUuid: { name: "uuid", params: "uuid_index_params" },
};

const TOKENIZERS: Record<string, string> = { Prefix: "prefix", Whitespace: "whitespace", Word: "word", Multilingual: "multilingual" };

/** Memory's names; MemoryUnknown is none at all. */
const MEMORY: Record<string, string> = { Cold: "cold", Cached: "cached", Pinned: "pinned" };

/** Qdrant requires the type; parameters of another type than it names are refused. */
export function restFieldSchemaOf(request: GrpcFieldIndex): RestFieldSchema {
  const type = request.field_type === undefined ? undefined : TYPES[request.field_type];
  if (!type) throw invalid("cannot convert field_type");
  const member = request.field_index_params?.index_params;
  if (member === undefined) return type.name;
  if (member !== type.params) throw invalid(`field_type (${request.field_type?.replace(/^FieldType/, "")}) and field_index_params do not match`);
  const params = (request.field_index_params?.[member] ?? {}) as Record<string, unknown>;
  return type.name === "text" ? restTextParamsOf(params) : { type: type.name, ...plainParamsOf(params) };
}

/** The flags every type shares, copied by name (the loader adds `_flag`-style names for optional fields). */
function plainParamsOf(params: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  for (const flag of ["is_tenant", "on_disk", "enable_hnsw", "lookup", "range", "is_principal"]) if (params[flag] !== undefined) rest[flag] = params[flag];
  if (params.prefix !== undefined) rest.prefix = true;
  const memory = params.memory === undefined ? undefined : MEMORY[String(params.memory)];
  if (memory) rest.memory = memory;
  return rest;
}

function restTextParamsOf(params: Record<string, unknown>): Record<string, unknown> {
  const tokenizer = TOKENIZERS[String(params.tokenizer)];
  if (!tokenizer) throw invalid("unknown tokenizer type");
  const rest: Record<string, unknown> = { type: "text", tokenizer, ...plainParamsOf(params) };
  for (const flag of ["lowercase", "ascii_folding", "phrase_matching"]) if (params[flag] !== undefined) rest[flag] = params[flag];
  for (const length of ["min_token_len", "max_token_len"]) if (params[length] !== undefined) rest[length] = Number(params[length]);
  const stopwords = params.stopwords as { languages?: string[]; custom?: string[] } | undefined;
  if (stopwords) rest.stopwords = { languages: stopwords.languages?.length ? stopwords.languages : null, custom: stopwords.custom?.length ? stopwords.custom : null };
  const stemmer = params.stemmer as { stemming_params?: string; snowball?: { language?: string } } | undefined;
  if (stemmer?.stemming_params === "snowball") rest.stemmer = { type: "snowball", language: stemmer.snowball?.language ?? "" };
  else if (stemmer?.stemming_params === "disabled") rest.stemmer = { type: "none" };
  return rest;
}
