// A Rust enum of unit variants ("word", "english") as serde reads it: another
// string is an "unknown variant", another type an "invalid type", and a
// required one left out a "missing field".
import { z } from "zod";
import { KEY, PARENT_AT, unknownVariant } from "./wording";

export function unitVariants<const Values extends readonly [string, ...string[]]>(values: Values, listed: readonly string[] = values) {
  return z.enum(values, {
    error: (issue) => {
      if (issue.code !== "invalid_value") return undefined;
      return issue.input === undefined ? `missing field \`${KEY}\`${PARENT_AT}` : unknownVariant(issue.input, listed);
    },
  });
}
