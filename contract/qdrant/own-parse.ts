// A zod schema that reads its values with a function of its own, in one pass:
// to types, JSON Schema and methods (.nullish(), .meta(), ...) it is `base`,
// and its clones keep the function. For the values Qdrant's bodies hold by the
// thousand (vectors, point ids, payloads), where a schema per element costs
// several times the hand-written check, and for unions that pick their member
// from the input's form (select-union.ts).
import { z } from "zod";

type Parse = (
  payload: z.core.ParsePayload,
  context: z.core.ParseContextInternal,
  inst: z.core.$ZodType,
) => z.core.util.MaybeAsync<z.core.ParsePayload>;

/** What made `base`: z.ZodArray, z.ZodUnion, ... */
interface BaseConstructor {
  init(inst: z.core.$ZodType, def: z.core.$ZodTypeDef): void;
}

/** `base` with `parse` reading its values. */
export function withOwnParse<Base extends z.core.$ZodType>(name: string, constructor: BaseConstructor, base: Base, parse: Parse): Base {
  const Schema = z.core.$constructor(name, (inst: Base, def: Base["_zod"]["def"]) => {
    constructor.init(inst, def);
    inst._zod.parse = (payload, context) => parse(payload, context, inst);
    // In JSON Schema (the OpenAPI documents) it is `base` itself, as a lazy schema is its inner one:
    // a reference to it where `base` is named (`.meta({ id })`), so a recursion through it is not a new cycle.
    inst._zod.processJSONSchema = (jsonContext, _json, params) => {
      z.core.processSchema(base, jsonContext, params);
      const seen = jsonContext.seen.get(inst);
      if (seen) seen.ref = base;
    };
  });
  return new Schema(base._zod.def);
}
