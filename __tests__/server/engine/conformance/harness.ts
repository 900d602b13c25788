// How the conformance suite gets an engine: a factory the engine's own test
// file supplies (a temporary folder for LanceDB; a database for pgvector later).
import type { PointId } from "../../../../server/engine/filter/filter-tree";
import type { CollectionSpec, Distance, VectorEngine } from "../../../../server/engine/vector-engine";

export interface EngineUnderTest {
  engine: VectorEngine;
  /** Closes the current engine and opens a new one on the same storage. */
  reopen(): Promise<VectorEngine>;
  /** Closes the engine and removes its storage. */
  dispose(): Promise<void>;
  /** Whether readAtOneMoment keeps a moment (pgvector on Citus cannot, and answers null). */
  readsAtOneMoment: boolean;
}

export type EngineFactory = () => Promise<EngineUnderTest>;

/** One engine per describe block, opened before its tests and removed after them. */
export function useEngine(factory: EngineFactory): () => EngineUnderTest {
  let current: EngineUnderTest | undefined;
  beforeAll(async () => {
    current = await factory();
  });
  afterAll(async () => {
    await current?.dispose();
  });
  return () => {
    if (!current) throw new Error("engine not opened yet");
    return current;
  };
}

let collections = 0;

/** A fresh collection id per call, so tests never share a collection by accident. */
export function collectionSpec(distance: Distance, size: number): CollectionSpec {
  collections += 1;
  return { id: `c${collections}_${distance.toLowerCase()}`, size, distance, onDisk: false };
}

export function idsOf(points: readonly { id: PointId }[]): PointId[] {
  return points.map((point) => point.id);
}

export const NO_PAYLOAD = { withPayload: false, withVector: false } as const;
export const FULL_POINT = { withPayload: true, withVector: true } as const;
