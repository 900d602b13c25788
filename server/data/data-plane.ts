// The data plane's parts, made once per service: the engine, the metadata
// store, the caches of keys and collection names, the write queues, the usage
// recorder and strict mode's rate limits. Routes and domain functions receive
// it; the control plane calls forgetApiKey and dropProjectCollections when
// keys and projects go.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { TokenVerifier } from "../access/token-verifier";
import type { Database } from "../db/client";
import type { VectorEngine } from "../engine/vector-engine";
import { UsageRecorder, type UsageRecorderOptions } from "../metering/usage-recorder";
import type { ModelCatalog } from "../models/embedding-model";
import { PrincipalResolver } from "../access/principal-resolver";
import type { CallAllowance } from "./http/call-allowance";
import { CollectionCatalog } from "./collections/collection-catalog";
import { RateLimits } from "./strict-mode/rate-limits";
import { PendingHeartbeat } from "./writes/pending-heartbeat";
import { WriteQueue } from "./writes/write-queue";

export interface DataPlaneOptions {
  db: Database;
  engine: VectorEngine;
  log: FastifyBaseLogger;
  /** Verifies the console's bearer tokens; without it only API keys are accepted. */
  tokenVerifier?: TokenVerifier;
  usage?: UsageRecorderOptions;
  /** This instance's name in the pending writes it applies (server/instance-id.ts); a new one when absent. */
  instanceId?: string;
  /** Embeds the inference objects ({"text", "model"}) requests carry in place of vectors; without it they are refused. */
  models?: ModelCatalog;
  /** The monthly allowance of calls each call is admitted by (server/billing/call-quota.ts); without it none is counted. */
  callAllowance?: CallAllowance;
}

export interface DataPlane {
  readonly db: Database;
  readonly engine: VectorEngine;
  readonly log: FastifyBaseLogger;
  readonly principals: PrincipalResolver;
  readonly catalog: CollectionCatalog;
  readonly writes: WriteQueue;
  readonly usage: UsageRecorder;
  readonly models: ModelCatalog | undefined;
  readonly callAllowance: CallAllowance | undefined;
  /** This instance's name (server/instance-id.ts): the telemetry's id. */
  readonly instanceId: string;
  /** When the data plane started: the telemetry's startup. */
  readonly startedAt: Date;
  /** The pending writes this instance is applying, kept alive (pending-heartbeat.ts). */
  readonly pending: PendingHeartbeat;
  /** Strict mode's read and write rate limits, one bucket per collection in this process (strict-mode/rate-limits.ts). */
  readonly rateLimits: RateLimits;
  /** Qdrant's operation_id: increasing, per service process. */
  nextOperationId(): number;
  /** A revoked key is refused from the next call on. */
  forgetApiKey(hashedKey: string): void;
  /** A member whose role changed (or who left) is judged by the new one from the next call on. */
  forgetMember(userSub: string): void;
  /** After a project's rows are deleted: its collections leave the engine (after their queued writes). */
  dropProjectCollections(projectId: string, engineIds: readonly string[]): Promise<void>;
  /** Applies every queued write and writes the buffered usage; the engine and the store stay open. */
  close(): Promise<void>;
}

export function createDataPlane({ db, engine, log, tokenVerifier, usage, instanceId = `instance-${randomUUID()}`, models, callAllowance }: DataPlaneOptions): DataPlane {
  const principals = new PrincipalResolver(db, log, tokenVerifier);
  const catalog = new CollectionCatalog(db);
  const writes = new WriteQueue((error, engineId) => log.error({ err: error, engineId }, "a write accepted with wait=false failed"));
  const recorder = new UsageRecorder(db, log, usage);
  const pending = new PendingHeartbeat(instanceId, db, log);
  let operationId = 0;
  return {
    db,
    engine,
    log,
    principals,
    catalog,
    writes,
    usage: recorder,
    models,
    callAllowance,
    instanceId,
    startedAt: new Date(),
    pending,
    rateLimits: new RateLimits(),
    nextOperationId: () => ++operationId,
    forgetApiKey: (hashedKey) => principals.forgetApiKey(hashedKey),
    forgetMember: (userSub) => principals.forgetMember(userSub),
    async dropProjectCollections(projectId, engineIds) {
      principals.forgetProject(projectId);
      catalog.forget(projectId);
      await Promise.all(engineIds.map((engineId) => writes.run(engineId, () => engine.dropCollection(engineId))));
    },
    async close() {
      await writes.drain();
      pending.stop();
      await recorder.close();
    },
  };
}
