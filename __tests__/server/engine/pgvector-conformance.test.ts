// The engine-neutral conformance suite, on PostgreSQL with pgvector.
import { describeEngineConformance } from "./conformance/engine-conformance";
import { pgvectorFactory } from "./pgvector-factory";

jest.setTimeout(60_000);

describeEngineConformance("pgvector", pgvectorFactory());
