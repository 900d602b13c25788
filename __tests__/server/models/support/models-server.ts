// The control plane on a loopback port with a real store and a model catalog:
// two stand-ins for the built-in models (their own modules live in
// server/models/builtin/ and are tested there), the project's external models
// from the store, and short timeouts and backoff for calls to a provider.
// Requests go over real HTTP; users are the TokenVerifier fixture's.
import { randomBytes } from "node:crypto";
import fastify, { type FastifyInstance } from "fastify";
import type { RegisterOwnerResponse } from "../../../../contract/auth";
import type { MemberRole } from "../../../../contract/rights";
import { controlPlane } from "../../../../server/control/control-plane";
import type { Store } from "../../../../server/db/client";
import { memberships } from "../../../../server/db/schema";
import type { DenseModel, EmbeddingModel, SparseModel } from "../../../../server/models/embedding-model";
import { createModelCatalog, type ServiceModelCatalog } from "../../../../server/models/model-catalog";
import { registerErrorHandling } from "../../../../server/replies/error-replies";
import { createTestUsers } from "../../support/test-users";
import { loopbackOutbound } from "../../support/loopback-outbound";

export interface Caller {
  sub: string;
  token: string;
  projectId: string;
  organisationId: string;
}

/** A dense stand-in: 3 numbers per text, from its length and first letter. */
export const DENSE_BUILTIN: DenseModel = {
  name: "glove-100-mean",
  description: "A stand-in for a built-in dense model",
  runsOn: "built-in",
  kind: "dense",
  dimension: 3,
  embed: async (texts) => texts.map((text) => [text.length, text.charCodeAt(0), 1]),
};

/** A sparse stand-in: one index per distinct word length, weighted by purpose. */
export const SPARSE_BUILTIN: SparseModel = {
  name: "qdrant/bm25",
  description: "A stand-in for a built-in sparse model",
  runsOn: "built-in",
  kind: "sparse",
  embed: async (texts, { purpose }) =>
    texts.map((text) => {
      const indices = [...new Set(text.split(" ").map((word) => word.length))].sort((a, b) => a - b);
      return { indices, values: indices.map(() => (purpose === "query" ? 1 : 0.5)) };
    }),
};

export const BUILTINS: readonly EmbeddingModel[] = [DENSE_BUILTIN, SPARSE_BUILTIN];

export interface ModelsServer {
  app: FastifyInstance;
  catalog: ServiceModelCatalog;
  /** The key API keys are sealed with. */
  sealingKey: Buffer;
  createOwner(): Promise<Caller>;
  /** A user who joins the owner's organisation with this role. */
  addMember(owner: Caller, role: MemberRole): Promise<Caller>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of many shapes, each checked by the test that reads it
  call(caller: Caller, method: string, path: string, body?: unknown): Promise<{ status: number; body: any; text: string }>;
  close(): Promise<void>;
}

export async function startModelsServer(store: Store): Promise<ModelsServer> {
  const users = createTestUsers();
  const sealingKey = randomBytes(32);
  const outbound = loopbackOutbound();
  const catalog = createModelCatalog({
    db: store.db,
    builtins: BUILTINS,
    sealingKey: async () => sealingKey,
    externalCalls: { timeoutMs: 2_000, maxAttempts: 2, baseDelayMs: 10, maxDelayMs: 20 },
    outbound,
  });
  const app = fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(controlPlane, { db: store.db, tokenVerifier: users.tokenVerifier, models: catalog });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  const url = `http://127.0.0.1:${address.port}`;

  const send = async (token: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined, text };
  };

  return {
    app,
    catalog,
    sealingKey,
    async createOwner() {
      const { token, user } = users.signIn();
      const { status, body } = await send(token, "POST", "/api/auth/register-owner");
      if (status !== 201) throw new Error(`register-owner answered ${status}`);
      const registered = body as RegisterOwnerResponse;
      return { sub: user.sub, token, projectId: registered.project.id, organisationId: registered.organisation.id };
    },
    async addMember(owner, role) {
      const { token, user } = users.signIn();
      await store.db.insert(memberships).values({ organisationId: owner.organisationId, userSub: user.sub, role });
      return { sub: user.sub, token, projectId: owner.projectId, organisationId: owner.organisationId };
    },
    call: (caller, method, path, body) => send(caller.token, method, path, body),
    async close() {
      await app.close();
      await outbound.close();
    },
  };
}
