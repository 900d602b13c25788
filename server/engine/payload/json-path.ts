// Payload paths as every reader walks them (payload-values.ts, edit-payload.ts):
// Qdrant's syntax is parsed in contract/qdrant/ (json-path.ts for payload
// operations, payload selection, field indexes and formulas, which the data
// plane checks before a write is acknowledged; key-path.ts for filters and the
// keys queries group, order and facet by), and both become the same items here.
import { formatJsonPath, invalidPayloadPathMessage, parseJsonPath, type PathItem } from "../../../contract/qdrant/json-path";
import { parseKeyPath } from "../../../contract/qdrant/key-path";
import { AppError } from "../../errors";
import type { KeyPath } from "../filter/filter-tree";

export { formatJsonPath, type PathItem };

/** The items of a payload path; a path the data plane let through is always one. */
export function readJsonPath(raw: string): PathItem[] {
  const items = parseJsonPath(raw);
  if (!items) throw new AppError("bad_request", invalidPayloadPathMessage(raw));
  return items;
}

/** The items of a key path ("a.b", "tags[]", "\"a.b\".c"); a key the data plane's schemas let through is always one. */
export function readKeyPath(raw: string): PathItem[] {
  const key = parseKeyPath(raw);
  if (!key) throw new AppError("bad_request", invalidPayloadPathMessage(raw));
  return pathFromKeyPath(key);
}

export function pathFromKeyPath(key: KeyPath): PathItem[] {
  return key.segments.flatMap((segment): PathItem[] =>
    segment.many ? [{ kind: "key", name: segment.name }, { kind: "each" }] : [{ kind: "key", name: segment.name }],
  );
}
