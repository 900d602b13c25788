// The enums of collections.proto beside REST's names for the same values
// ("Cosine" and "Cosine", "Float16" and "float16", "OneBit" and "one_bit"),
// and the message fields both sides name alike, read as REST writes them
// (uint64 arrives as decimal text and leaves as a number). A proto enum's zero
// "Unknown…" value has no REST name: it reads as unset.

/** One enum's names, both ways. */
export interface EnumNames<Rest extends string> {
  rest(grpcName: string | undefined): Rest | undefined;
  grpc(restName: unknown): string | undefined;
}

function enumNames<const Rest extends string>(pairs: Record<string, Rest>): EnumNames<Rest> {
  const byRestName = new Map(Object.entries(pairs).map(([grpcName, restName]) => [restName as string, grpcName]));
  return {
    rest: (grpcName) => (grpcName !== undefined && Object.hasOwn(pairs, grpcName) ? pairs[grpcName] : undefined),
    grpc: (restName) => (typeof restName === "string" ? byRestName.get(restName) : undefined),
  };
}

export const DISTANCE = enumNames({ Cosine: "Cosine", Euclid: "Euclid", Dot: "Dot", Manhattan: "Manhattan" });
export const DATATYPE = enumNames({ Float32: "float32", Uint8: "uint8", Float16: "float16", Turbo4: "turbo4" });
export const MEMORY = enumNames({ Cold: "cold", Cached: "cached", Pinned: "pinned" });
export const MODIFIER = enumNames({ None: "none", Idf: "idf" });
export const COMPARATOR = enumNames({ MaxSim: "max_sim" });
export const SHARDING_METHOD = enumNames({ Auto: "auto", Custom: "custom" });
export const COLLECTION_STATUS = enumNames({ Green: "green", Yellow: "yellow", Red: "red", Grey: "grey" });
export const PAYLOAD_SCHEMA_TYPE = enumNames({ Keyword: "keyword", Integer: "integer", Float: "float", Geo: "geo", Text: "text", Bool: "bool", Datetime: "datetime", Uuid: "uuid" });
export const TOKENIZER = enumNames({ Prefix: "prefix", Whitespace: "whitespace", Word: "word", Multilingual: "multilingual" });
export const COMPRESSION_RATIO = enumNames({ x4: "x4", x8: "x8", x16: "x16", x32: "x32", x64: "x64" });
export const BINARY_ENCODING = enumNames({ OneBit: "one_bit", TwoBits: "two_bits", OneAndHalfBits: "one_and_half_bits" });
export const BINARY_QUERY_ENCODING = enumNames({ Default: "default", Binary: "binary", Scalar4Bits: "scalar4bits", Scalar8Bits: "scalar8bits" });
export const TURBO_BITS = enumNames({ Bits1: "bits1", Bits1_5: "bits1_5", Bits2: "bits2", Bits4: "bits4" });

export type Message = Record<string, unknown>;

/**
 * The fields `names` of a message (decoded, or REST's), set ones only: null
 * and undefined left out, uint64's decimal text made a number. The sections
 * whose fields REST and gRPC name alike (hnsw, wal, optimizers, strict mode)
 * cross both ways through it.
 */
export function pickFields(message: unknown, names: readonly string[]): Message {
  const picked: Message = {};
  if (!isMessage(message)) return picked;
  for (const name of names) {
    const value = message[name];
    if (value === undefined || value === null) continue;
    picked[name] = typeof value === "string" ? Number(value) : value;
  }
  return picked;
}

export function isMessage(value: unknown): value is Message {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A proto `float` field as the shortest decimal that reads back as the same
 * float: 0.99 arrives as 0.9900000095367432 and is kept as 0.99, as Qdrant
 * shows its f32 settings (quantile).
 */
export function float32Of(value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  for (let digits = 1; digits < 9; digits += 1) {
    const shorter = Number(value.toPrecision(digits));
    if (Math.fround(shorter) === Math.fround(value)) return shorter;
  }
  return value;
}

/** A uint64 or uint32 field as a number (unset stays unset). */
export function numberOf(value: string | number | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}
