// The payload type a column's values suggest, from the kind the preview gave it
// (a string column may still be full text: the service tells by length, with
// the values at hand). Shared by the service's proposed mapping and the
// console's mapping editor; free of zod, so the console's chunk stays small.
import type { PayloadType, PreviewColumn } from "./imports";

export function payloadTypeOfKind(kind: PreviewColumn["kind"]): PayloadType {
  switch (kind) {
    case "integer":
      return "integer";
    case "float":
      return "float";
    case "boolean":
      return "bool";
    case "datetime":
      return "datetime";
    case "string":
    case "uuid":
    case "empty":
    case "mixed":
      return "keyword";
    default:
      return "json";
  }
}
