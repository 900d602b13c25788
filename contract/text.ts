// Text the service stores or looks up in PostgreSQL: its text type holds every
// character but NUL (U+0000), so a NUL is refused at the edge, with a message
// naming the field, rather than failing in the store.
import type { z } from "zod";

export const NUL = "\u0000";

export function withoutNul<Schema extends z.ZodString>(schema: Schema, field: string): Schema {
  return schema.refine((value) => !value.includes(NUL), `${field} must not contain a NUL character (U+0000)`);
}
