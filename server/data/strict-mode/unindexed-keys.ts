// Qdrant's Extractor (lib/collection/src/problems/unindexed_field.rs): the
// payload keys that conditions read without the index they need, gathered
// from filters and formula conditions. A condition inside `nested` reads its
// key under the nested array's ("country.cities[].population"); a filter
// condition is walked through; has_id, has_vector and slice need no index;
// is_empty and is_null any. An index on the key serves when it has one of the
// capabilities the condition needs (index-capability.ts). Pure: the payload
// schema is given (indexes/read-index-schema.ts).
import type { Condition, Filter } from "../../../contract/qdrant/filters";
import { formatJsonPath, type PathItem } from "../../../contract/qdrant/json-path";
import type { KeyPath } from "../../../contract/qdrant/key-path";
import type { PayloadIndexSchema } from "../indexes/read-index-schema";
import { filterConditions } from "./filter-conditions";
import { ALL_CAPABILITIES, CAPABILITY_SCHEMAS, capabilitiesOf, type IndexCapability } from "./index-capability";
import { requiredCapabilities } from "./required-capabilities";

/** A key read without a fitting index, and the schemas of the indexes that would serve (sorted, without repeats, as Qdrant lists them). */
export interface UnindexedKey {
  key: string;
  schemas: string[];
}

export class UnindexedKeys {
  /** Keys without a fitting index, in the order met, with what would serve each. */
  private readonly found = new Map<string, IndexCapability[]>();

  constructor(private readonly indexes: PayloadIndexSchema) {}

  get isEmpty(): boolean {
    return this.found.size === 0;
  }

  /** The first key found, or undefined when every key read has its index. */
  first(): UnindexedKey | undefined {
    const [entry] = this.found;
    if (!entry) return undefined;
    const [key, capabilities] = entry;
    return { key, schemas: [...new Set(capabilities.map((capability) => CAPABILITY_SCHEMAS[capability]))].sort() };
  }

  addFilter(filter: Filter, prefix: readonly PathItem[] = []): void {
    for (const condition of filterConditions(filter)) this.addCondition(condition, prefix);
  }

  addCondition(condition: Condition, prefix: readonly PathItem[] = []): void {
    if ("key" in condition) return this.addKey([...prefix, ...pathOf(condition.key)], requiredCapabilities(condition));
    // Any index serves is_empty and is_null (Qdrant's satellite null index).
    if ("is_empty" in condition) return this.addKey([...prefix, ...pathOf(condition.is_empty.key)], ALL_CAPABILITIES);
    if ("is_null" in condition) return this.addKey([...prefix, ...pathOf(condition.is_null.key)], ALL_CAPABILITIES);
    if ("has_id" in condition || "has_vector" in condition || "slice" in condition) return;
    if ("nested" in condition) return this.addFilter(condition.nested.filter, [...prefix, ...arrayPath(pathOf(condition.nested.key))]);
    this.addFilter(condition, prefix);
  }

  /** A key the request reads, and what would serve it; nothing needed (`any: []`) is no key to index. */
  addKey(path: readonly PathItem[], required: readonly IndexCapability[]): void {
    if (required.length === 0) return;
    const key = formatJsonPath(path);
    const index = this.indexes.get(key);
    if (index && capabilitiesOf(index).some((capability) => required.includes(capability))) return;
    this.found.set(key, [...(this.found.get(key) ?? []), ...required]);
  }
}

/** A filter's key path as payload path items: "items[].sku" is items, each, sku. */
function pathOf(key: KeyPath): PathItem[] {
  return key.segments.flatMap(({ name, many }): PathItem[] => (many ? [{ kind: "key", name }, { kind: "each" }] : [{ kind: "key", name }]));
}

/** Qdrant's JsonPath::array_key: the path with "[]" at its end, once. */
function arrayPath(path: readonly PathItem[]): PathItem[] {
  return path.at(-1)?.kind === "each" ? [...path] : [...path, { kind: "each" }];
}
