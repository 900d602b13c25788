// What every action is: a zod schema for its input and a handler, so the
// dispatcher (actions/index.ts) can validate at the edge and answer bad input
// the way Cognito does ("1 validation error detected: Value null at ...").
import { z } from "zod";
import { CognitoError } from "../errors";
import type { IdentityService } from "../service";

export interface ActionContext {
  service: IdentityService;
  /** The client's address, for per-address rate limits and device records. */
  ip: string;
}

export type Action = (context: ActionContext, input: unknown) => Promise<object>;

export function defineAction<Schema extends z.ZodType>(
  schema: Schema,
  handler: (context: ActionContext, input: z.infer<Schema>) => Promise<object>,
): Action {
  return (context, input) => handler(context, parseInput(schema, withoutNulls(input)));
}

/** AWS's JSON protocol reads a null member as an absent one (the console's client sends DEVICE_KEY: null and the like). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== null).map(([name, member]) => [name, withoutNulls(member)]));
}

function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => describeIssue(issue, valueAt(input, issue.path)));
  const count = problems.length;
  throw CognitoError.invalidParameter(`${count} validation error${count === 1 ? "" : "s"} detected: ${problems.join("; ")}`);
}

/** Cognito names members in lowerCamelCase: 'clientId', 'userAttributes.1.member.value'. */
function memberPath(path: PropertyKey[]): string {
  return path
    .map((segment) => (typeof segment === "number" ? `${segment + 1}.member` : String(segment).replace(/^[A-Z]/, (c) => c.toLowerCase())))
    .join(".");
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function describeIssue(issue: z.core.$ZodIssue, value: unknown): string {
  const at = memberPath(issue.path);
  if (issue.code === "invalid_type" && value === undefined) {
    return `Value null at '${at}' failed to satisfy constraint: Member must not be null`;
  }
  return `Value at '${at}' failed to satisfy constraint: ${issue.message}`;
}

/** A string member with Cognito's length bounds. */
export function member(min: number, max: number) {
  return z
    .string()
    .min(min, `Member must have length greater than or equal to ${min}`)
    .max(max, `Member must have length less than or equal to ${max}`);
}

export const clientIdMember = member(1, 128);
export const usernameMember = member(1, 128);
export const passwordMember = member(1, 256);
export const codeMember = member(1, 2048).regex(/^[\S]+$/, "Member must satisfy regular expression pattern: [\\S]+");
export const tokenMember = member(1, 8192);
export const sessionMember = member(20, 2048).optional();
export const attributeListMember = z
  .array(z.object({ Name: member(1, 32), Value: z.string().max(2048, "Member must have length less than or equal to 2048").optional() }))
  .max(100);
