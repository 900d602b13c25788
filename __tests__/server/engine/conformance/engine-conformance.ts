// The behaviour every VectorEngine must show, as one suite that an engine's test
// file runs with its own factory:
//   describeEngineConformance("LanceDB", factory)
import { describeDistances } from "./distances";
import { describeFilters } from "./filters";
import { describeGeo } from "./geo";
import type { EngineFactory } from "./harness";
import { describeMultiVectors } from "./multi-vectors";
import { describeNamedVectors } from "./named-vectors";
import { describePersistence } from "./persistence";
import { describePoints } from "./points";
import { describeScroll } from "./scroll";
import { describeShards } from "./shards";
import { describeSparseVectors } from "./sparse-vectors";
import { describeTextIndexes } from "./text-indexes";
import { describeVectorNames } from "./vector-names";

export type { EngineFactory, EngineUnderTest } from "./harness";

export function describeEngineConformance(name: string, factory: EngineFactory): void {
  describe(`${name} engine conformance`, () => {
    describeDistances(factory);
    describeFilters(factory);
    describeGeo(factory);
    describeTextIndexes(factory);
    describePoints(factory);
    describeScroll(factory);
    describeNamedVectors(factory);
    describeSparseVectors(factory);
    describeMultiVectors(factory);
    describeVectorNames(factory);
    describeShards(factory);
    describePersistence(factory);
  });
}
