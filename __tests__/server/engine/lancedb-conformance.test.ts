// The engine-neutral conformance suite, on LanceDB in a temporary folder.
import { describeEngineConformance } from "./conformance/engine-conformance";
import { lanceDbFactory } from "./lancedb-factory";

jest.setTimeout(60_000);

describeEngineConformance("LanceDB", lanceDbFactory());
