// Payload paths as the engine walks them: Qdrant's syntax is parsed in
// contract/qdrant/json-path.ts (the data plane checks it before a write is
// acknowledged); filters arrive as KeyPath and become the same items here.
import { formatJsonPath, invalidPayloadPathMessage, parseJsonPath, type PathItem } from "../../../contract/qdrant/json-path";
import { AppError } from "../../errors";
import type { KeyPath } from "../filter/filter-tree";

export { formatJsonPath, type PathItem };

/** The items of a payload path; a path the data plane let through is always one. */
export function readJsonPath(raw: string): PathItem[] {
  const items = parseJsonPath(raw);
  if (!items) throw new AppError("bad_request", invalidPayloadPathMessage(raw));
  return items;
}

export function pathFromKeyPath(key: KeyPath): PathItem[] {
  return key.segments.flatMap((segment): PathItem[] =>
    segment.many ? [{ kind: "key", name: segment.name }, { kind: "each" }] : [{ kind: "key", name: segment.name }],
  );
}
