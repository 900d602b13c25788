// Qdrant's untagged enums (a condition, a match, a vector or a point id, ...)
// as zod unions that pick their member from the input's form, the way
// Qdrant's own deserializers do: {"key": ...} is a field condition, a number
// is a point id, a list is a vector. Only the chosen member parses the value,
// so a bad input is answered with that member's problem ("expected a number at
// vector[2]") rather than every member's. Without a member for the input's
// form, the union's own `error` words the refusal. To everything else (types,
// JSON Schema, .optional(), .meta()) it is a plain z.union of its members.
import { z } from "zod";
import { withOwnParse } from "./own-parse";

/** A union of `members`; `select` returns the member that reads a value of this form, or undefined for none. */
export function selectUnion<const Members extends readonly z.core.$ZodType[]>(
  members: Members,
  select: (value: unknown) => Members[number] | undefined,
  params?: { error: z.core.$ZodErrorMap },
): z.ZodUnion<Members> {
  return withOwnParse("QdrantSelectUnion", z.ZodUnion, z.union(members, params), (payload, context, inst) => {
    const member = select(payload.value);
    if (member) return member._zod.run(payload, context);
    payload.issues.push({ code: "invalid_union", errors: [], input: payload.value, inst });
    return payload;
  });
}
