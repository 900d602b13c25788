// Qdrant's payload values (json_with_int.proto: Value, Struct, ListValue) and
// JSON, both ways. A whole number is an integer_value and any other number a
// double_value, as Qdrant reads a JSON number; int64 arrives as decimal text
// (the loader's `longs: String`) and leaves as a number.

/** A decoded Value: its oneof's name in `kind` and that one field set. */
export interface GrpcValue {
  kind?: string;
  null_value?: unknown;
  double_value?: number;
  integer_value?: string | number;
  string_value?: string;
  bool_value?: boolean;
  struct_value?: { fields?: Record<string, GrpcValue> };
  list_value?: { values?: GrpcValue[] };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function jsonOfValue(value: GrpcValue | undefined): Json {
  switch (value?.kind) {
    case "double_value":
      return value.double_value ?? 0;
    case "integer_value":
      return Number(value.integer_value ?? 0);
    case "string_value":
      return value.string_value ?? "";
    case "bool_value":
      return value.bool_value ?? false;
    case "struct_value":
      return jsonOfFields(value.struct_value?.fields);
    case "list_value":
      return (value.list_value?.values ?? []).map(jsonOfValue);
    default:
      return null;
  }
}

/** A payload map (`map<string, Value>`) as a JSON object. */
export function jsonOfFields(fields: Record<string, GrpcValue> | undefined): { [key: string]: Json } {
  const object: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(fields ?? {})) object[key] = jsonOfValue(value);
  return object;
}

export function valueOfJson(json: unknown): GrpcValue {
  if (json === null || json === undefined) return { null_value: "NULL_VALUE" };
  if (typeof json === "boolean") return { bool_value: json };
  if (typeof json === "number") return Number.isInteger(json) ? { integer_value: json } : { double_value: json };
  if (typeof json === "string") return { string_value: json };
  if (Array.isArray(json)) return { list_value: { values: json.map(valueOfJson) } };
  return { struct_value: { fields: fieldsOfJson(json as Record<string, unknown>) } };
}

/** A JSON object as a payload map. */
export function fieldsOfJson(object: Record<string, unknown> | null | undefined): Record<string, GrpcValue> {
  const fields: Record<string, GrpcValue> = {};
  for (const [key, value] of Object.entries(object ?? {})) fields[key] = valueOfJson(value);
  return fields;
}
