// The embedded user pool on Cognito's wire protocol:
//   POST /identity/ with X-Amz-Target: AWSCognitoIdentityProviderService.<Action>
//   GET  /identity/<poolId>/.well-known/openid-configuration and jwks.json
// Registered by server/app.ts without fastify-plugin, so its body parser,
// error handler and CORS stay inside this scope.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { ActionContext } from "./actions/action";
import { findAction } from "./actions/index";
import { NUL } from "../../contract/text";
import { CognitoError } from "./errors";
import { SWEEP_INTERVAL_MS, sweepExpired } from "./maintenance";
import type { IdentityService } from "./service";
import { toJwks } from "./tokens/signing-keys";
import { findTooDeep } from "../../contract/qdrant/json-depth";

export interface IdentityPluginOptions {
  /** The embedded user pool, built once per app (createIdentityService). */
  service: IdentityService;
}

const TARGET_PREFIX = "AWSCognitoIdentityProviderService.";
const AMZ_JSON = "application/x-amz-json-1.1";

const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type, x-amz-target, x-amz-user-agent, cache-control",
  "access-control-expose-headers": "x-amzn-errortype, x-amzn-requestid",
  "access-control-max-age": "86400",
} as const;

/** A Buffer, so Fastify sends the content type as Cognito does, without "; charset=utf-8". */
function amzJson(body: object): Buffer {
  return Buffer.from(JSON.stringify(body), "utf8");
}

function sendCognitoError(reply: FastifyReply, status: number, type: string, message: string): FastifyReply {
  return reply
    .code(status)
    .header("x-amzn-errortype", `${type}:`)
    .header("x-amzn-requestid", reply.request.id)
    .type(AMZ_JSON)
    .send(amzJson({ __type: type, message }));
}

function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof CognitoError) {
      request.log.info({ type: error.type, message: error.message }, "identity request refused");
      return sendCognitoError(reply, 400, error.type, error.message);
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === "number" ? (error as { statusCode: number }).statusCode : 500;
    // Unreadable bodies (bad JSON, wrong content type, too large) are the client's fault, as in Cognito.
    if (status >= 400 && status < 500) return sendCognitoError(reply, 400, "SerializationException", "Request body could not be read");
    request.log.error({ err: error }, "identity request failed");
    return sendCognitoError(reply, 500, "InternalErrorException", "Internal error");
  });
}

/** Where in the body a string holds a NUL (U+0000), as "Username" or "AuthParameters.USERNAME"; undefined when none does. */
/** Deeper than any Cognito request nests (UserAttributes is three levels). */
const MAX_BODY_DEPTH = 32;

function findNul(body: unknown): string | undefined {
  // Walked with a stack of its own, not recursion: a client's body may nest 100,000 levels deep. Each entry is a
  // member's value and path, and its parent's path when the member's own name holds the NUL.
  const pending: [unknown, string, string | undefined][] = [[body, "", undefined]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path, nulNameIn] = next;
    if (nulNameIn !== undefined) return nulNameIn || "body";
    if (typeof value === "string") {
      if (value.includes(NUL)) return path || "body";
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    // Reversed, so that members are looked at in order, each wholly before the next, as a reader would.
    for (const [key, item] of Object.entries(value).reverse()) {
      pending.push([item, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key, key.includes(NUL) ? path : undefined]);
    }
  }
  return undefined;
}

async function dispatch(service: IdentityService, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const target = request.headers["x-amz-target"];
  const name = typeof target === "string" && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : "";
  const action = findAction(name);
  if (!action) throw new CognitoError("UnknownOperationException", `Unknown operation ${name || String(target ?? "")}`.trim());
  const body: unknown = request.body;
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new CognitoError("SerializationException", "Request body must be a JSON object");
  }
  const nulAt = findNul(body);
  if (nulAt !== undefined) {
    // Cognito's parameter patterns admit no control character; the store's text could not hold it either.
    throw CognitoError.invalidParameter(`1 validation error detected: Value at '${nulAt}' failed to satisfy constraint: Member must not contain a NUL character`);
  }
  const context: ActionContext = { service, ip: request.ip };
  const result = await action(context, body);
  return reply.header("x-amzn-requestid", request.id).type(AMZ_JSON).send(amzJson(result));
}

export const identityPlugin: FastifyPluginAsync<IdentityPluginOptions> = async (app, options) => {
  const { service } = options;

  // Cognito clients send JSON as application/x-amz-json-1.1; an empty body reads as {} like AWS does.
  app.addContentTypeParser(AMZ_JSON, { parseAs: "string" }, (_request, body, done) => {
    try {
      // Cognito's requests are flat: a body nested deeper than any JSON reader here walks is refused before it is built.
      if (findTooDeep(body as string, MAX_BODY_DEPTH) !== undefined) throw new Error("nested too deep");
      done(null, body === "" ? {} : JSON.parse(body as string));
    } catch {
      done(new CognitoError("SerializationException", "Request body is not valid JSON"), undefined);
    }
  });
  registerErrorHandler(app);
  app.addHook("onSend", async (_request, reply) => {
    reply.headers(CORS_HEADERS);
  });

  const endpoint = (request: FastifyRequest, reply: FastifyReply) => dispatch(service, request, reply);
  app.post("/identity", endpoint);
  app.post("/identity/", endpoint);
  // CORS preflight: the console may be served from a CDN on another origin.
  const preflight = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(204).send();
  app.options("/identity", preflight);
  app.options("/identity/", preflight);

  const base = `/identity/${service.poolId}`;
  // GET /identity/<poolId>/.well-known/openid-configuration: where to find the keys
  app.get(`${base}/.well-known/openid-configuration`, async () => ({
    issuer: service.issuer,
    jwks_uri: `${service.issuer}/.well-known/jwks.json`,
    response_types_supported: ["token"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    token_endpoint_auth_methods_supported: ["none"],
    scopes_supported: ["openid", "email", "profile", "aws.cognito.signin.user.admin"],
    claims_supported: ["sub", "iss", "aud", "email", "email_verified", "given_name", "family_name", "uid", "cognito:username"],
  }));
  // GET /identity/<poolId>/.well-known/jwks.json: the public keys tokens are signed with
  app.get(`${base}/.well-known/jwks.json`, async (_request, reply) => reply.header("cache-control", "public, max-age=3600").send(toJwks(service.signing.publicKeys)));

  // Housekeeping on start and hourly; a failure is logged, never fatal.
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    sweeping = sweepExpired(service).catch((error: unknown) => app.log.warn({ err: error }, "identity: sweeping expired rows failed"));
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  // The store closes after the app: a sweep in flight must end first.
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await sweeping;
  });
  sweep();
};
