// The one wrapper every /api route goes through (dub's withWorkspace), driven
// by the route's declaration in contract/:
//
//   route(projectRoutes.rename, async ({ project, body }) => ({ status: 200, body: ... }));
//
// It authenticates the bearer token (unless the route is public; before the
// body is read), finds the caller's organisation and checks the declared right
// against the rights table (403), and, for a route under
// /api/projects/{projectId}, finds that project in the caller's organisation
// (404 otherwise: another organisation's project does not exist, nor one the
// member is not added to) and checks the right again with the caller's role
// there, which may be narrower; only then does it parse path parameters, query
// and body with the declared schemas (400 naming each bad field): a caller who
// may not call learns nothing of the schemas. Handlers get all of it typed,
// and answer one of the declared replies.
// A route that also takes an API key (acceptsApiKey) checks the key's access
// against the same right and holds it to its own project (access/api-key-caller.ts).
// A route that declares an audit action gets a recorder (audit-seam.ts) once
// the caller's organisation is known: the handler names its target in the
// change's transaction, and the router records whatever else it answers
// (refused: 403, 404, 400, 409, 429; failed: 5xx).
// A route that reads bytes rather than JSON (`bodyStream`: tus uploads) gets
// the body as the stream its scope's parser left unread, never buffered.
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { MemberGrant, Right } from "../../contract/rights";
import { toRouterPath, type RouteBody, type RouteDeclaration, type RouteParams, type RouteQuery, type RouteReply } from "../../contract/route";
import { apiKeyOf, authorizeApiKey } from "../access/api-key-caller";
import { authenticateBearer } from "../access/bearer-token";
import { ApiKeyToucher } from "../access/touch-api-key";
import { findCallerOrganisation, type CallerOrganisation } from "../access/caller-organisation";
import { findCallerProject } from "../access/caller-project";
import { assertAllowed } from "../access/rights";
import type { TokenVerifier } from "../access/token-verifier";
import type { Database } from "../db/client";
import type { Project } from "../db/schema";
import { AUDIT_ACTIONS } from "../../contract/audit-actions";
import type { AuditTrail, CallRecorder } from "./audit-seam";
import { auditedCallOf, findAuditOrganisation, successStatusOf, targetFromParams } from "./audit-call";
import { parseInput } from "./parse-input";

type HasProjectId<D extends RouteDeclaration> = D["params"] extends z.ZodObject<infer Shape> ? ("projectId" extends keyof Shape ? true : false) : false;

/** What a handler receives: the parsed input, and who calls, as far as the route's access needs it. */
export type ApiCall<D extends RouteDeclaration> = {
  request: FastifyRequest;
  params: RouteParams<D>;
  query: RouteQuery<D>;
  headers: D["headers"] extends z.ZodType ? z.output<D["headers"]> : undefined;
  body: RouteBody<D>;
} & (D["acceptsApiKey"] extends true
  ? // A user or an API key: only the project is known either way.
    { project: Project }
  : (D["access"] extends "public" ? unknown : { user: FastifyRequest["user"] }) &
      (D["access"] extends Right
        ? {
            organisation: CallerOrganisation;
            /** The caller's role (or custom role) where the route acts: in the project for a project's route (perhaps narrower), else in the organisation. */
            role: MemberGrant;
          } & (HasProjectId<D> extends true ? { project: Project } : unknown)
        : unknown)) &
  // The recorder of an audited route; a signed-in route's caller may have no organisation to record in.
  (D["audit"] extends string ? (D["access"] extends Right ? { audit: CallRecorder } : { audit: CallRecorder | undefined }) : unknown);

export type ApiHandler<D extends RouteDeclaration> = (call: ApiCall<D>) => Promise<RouteReply<D>>;

export type ApiRouter = <D extends RouteDeclaration>(declaration: D, handler: NoInfer<ApiHandler<D>>) => void;

export interface ApiRouterContext {
  db: Database;
  tokenVerifier: TokenVerifier;
  /** Where audited routes record (server/audit/); without it they record nothing. */
  audit?: AuditTrail;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's declaration in contract/, on every route of /api (checked by a test). */
    declaration?: RouteDeclaration;
  }
}

function parseOptional<Schema extends z.ZodType | undefined>(schema: Schema, input: unknown): unknown {
  return schema === undefined ? undefined : parseInput(schema, input);
}

/** The router for public routes only needs no store and no verifier. */
export function createApiRouter(app: FastifyInstance, context: ApiRouterContext | undefined): ApiRouter {
  let toucher: ApiKeyToucher | undefined;
  return (declaration, handler) => {
    const { access, audit: action } = declaration;
    if (access !== "public" && context === undefined) throw new Error(`${declaration.method} ${declaration.path} needs the store and a token verifier`);
    const bearer = access === "public" || !context ? undefined : authenticateBearer(context.tokenVerifier);
    // A route that takes an API key checks it with the right, in the handler; a bearer token as any other route does.
    const authenticate: typeof bearer =
      bearer && declaration.acceptsApiKey ? async (request, reply) => (apiKeyOf(request.headers) === undefined ? bearer(request, reply) : undefined) : bearer;
    app.route({
      method: declaration.method,
      url: toRouterPath(declaration.path),
      config: { declaration },
      ...(authenticate ? { onRequest: authenticate } : {}),
      handler: async (request, reply) => {
        // Set once the caller's organisation is known, for a route the audit trail records.
        let audit: CallRecorder | undefined;
        const auditIn = (organisationId: string | null, projectId: string | null, call: Record<string, unknown>) => {
          if (!action || !context?.audit) return;
          audit = context.audit.recorderFor(auditedCallOf(action, request, organisationId, projectId), successStatusOf(declaration));
          call.audit = audit;
        };
        try {
          const apiKey = declaration.acceptsApiKey ? apiKeyOf(request.headers) : undefined;
          const rawProjectId = (request.params as { projectId?: string } | undefined)?.projectId;
          const call: Record<string, unknown> = { request };
          // A signed-in route acts in no organisation of its own: its entry goes to the caller's, if they have one, or to the one it makes.
          if (access === "signed-in" && action && context) {
            const organisationId = await findAuditOrganisation(context.db, request.user.sub);
            if (organisationId || AUDIT_ACTIONS[action].target === "organisation") auditIn(organisationId ?? null, null, call);
          }
          if (apiKey === undefined && Array.isArray(access) && context) {
            const organisation = await findCallerOrganisation(context.db, request.user);
            auditIn(organisation.id, null, call);
            assertAllowed(organisation.role, access as Right);
            call.organisation = organisation;
            call.role = organisation.role;
            if (rawProjectId !== undefined) {
              const { project, role } = await findCallerProject(context.db, organisation, request.user.sub, rawProjectId);
              // Found in the caller's organisation: the entry names the project too.
              auditIn(organisation.id, project.id, call);
              assertAllowed(role, access as Right);
              call.project = project;
              call.role = role;
            }
          }
          call.params = parseOptional(declaration.params, request.params);
          call.query = parseOptional(declaration.query, request.query);
          call.headers = parseOptional(declaration.headers, request.headers);
          call.body = parseOptional(declaration.body, request.body);
          if (apiKey !== undefined && Array.isArray(access) && context) {
            call.project = await authorizeApiKey(context.db, (toucher ??= new ApiKeyToucher(context.db, app.log)), apiKey, access as Right, rawProjectId);
          } else if (access !== "public") call.user = request.user;
          const answer = await handler(call as ApiCall<typeof declaration>);
          if (audit && !audit.isRecorded) await settleUnnamed(audit, context?.audit?.isStrict ?? false, `${declaration.method} ${declaration.path}`, answer.status, request);
          reply.code(answer.status);
          if (answer.headers) reply.headers(answer.headers);
          if (declaration.replyMediaType) reply.type(declaration.replyMediaType);
          if (answer.body !== undefined && isStream(answer.body)) return reply.send(Readable.from(answer.body));
          return answer.body === undefined ? reply.send() : answer.body;
        } catch (error) {
          // A refusal or failure is on the record too; a failure to record it must not hide the error itself.
          await audit?.settle(statusOfError(error), targetFromParams(request.params)).catch((recordError: unknown) => request.log.error({ err: recordError }, "an audit entry was not written"));
          throw error;
        }
      },
    });
  };
}

/** An audited route that answered without naming its target: a bug, an error in tests, logged and recorded unnamed in service. */
async function settleUnnamed(audit: CallRecorder, isStrict: boolean, route: string, status: number, request: FastifyRequest): Promise<void> {
  const message = `${route} answered ${status} without naming its target to the audit trail`;
  if (isStrict) throw new Error(message);
  request.log.error(message);
  await audit.settle(status);
}

function isStream(body: unknown): body is AsyncIterable<string> {
  return typeof body === "object" && body !== null && Symbol.asyncIterator in body;
}

/** The status the error replies will give: an AppError's or Fastify's own, else 500. */
function statusOfError(error: unknown): number {
  return typeof error === "object" && error !== null && "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
}
