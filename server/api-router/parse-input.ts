// Input validation at the edge of the control plane: a contract schema parses
// the body, and a mismatch is a 400 naming each bad field.
import type { z } from "zod";
import { AppError } from "../errors";

export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message));
  throw new AppError("bad_request", problems.join("; "));
}
