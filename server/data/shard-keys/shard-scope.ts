// Which of a collection's points an operation's shard_key selects, resolved
// against the collection's live keys as Qdrant resolves it
// (lib/collection/src/shards/shard_holder/mod.rs: split_by_shard for writes,
// select_shards for reads; lib/storage/src/content_manager/toc/point_ops.rs):
// - reads without a selector see every point; with keys, only theirs. A key
//   the collection lacks (every key, for an auto-sharded collection) is
//   "Bad request: Shard key "x" not found".
// - writes in a custom-sharded collection name their keys: none is "Wrong
//   input: Shard key not specified", a missing one "Wrong input: Shard key "x"
//   not found", an empty list "Wrong input: Empty shard keys selection".
// - {target, fallback}: the target if it exists, else the fallback, else 404.
// Keys go to the engine as their JSON text (encodeShardKey), so that the key
// "1" and the key 1 stay two keys.
import type { ShardKey, ShardKeySelector } from "../../../contract/qdrant/shard-keys";
import type { Collection } from "../../db/schema";
import { AppError } from "../../errors";
import type { FilterNode } from "../../engine/filter/filter-tree";
import { badRequest, wrongInput } from "../qdrant-errors";

type ShardUse = "read" | "write";

/** How the engine's shard column holds a key: its JSON text ("\"1\"" and "1" are two keys). */
export function encodeShardKey(key: ShardKey): string {
  return JSON.stringify(key);
}

export function decodeShardKey(encoded: string): ShardKey {
  return JSON.parse(encoded) as ShardKey;
}

/** A key as Qdrant's messages show it: a string in double quotes, a number as its digits. */
export function showShardKey(key: ShardKey): string {
  return typeof key === "string" ? `"${key}"` : String(key);
}

/** Whether the collection has the key ("1" and 1 are two keys). */
export function hasShardKey(keys: readonly ShardKey[], key: ShardKey): boolean {
  return keys.some((candidate) => candidate === key);
}

/**
 * The condition that restricts an operation to the keys `selector` names: undefined for every point (a read
 * without a selector, or any operation of an auto-sharded collection without one). Refused in Qdrant's words.
 */
export function shardScope(collection: Collection, selector: ShardKeySelector | null | undefined, use: ShardUse): FilterNode | undefined {
  const keys = selectedKeys(collection, selector, use);
  return keys === undefined ? undefined : { kind: "shard", shards: keys.map(encodeShardKey) };
}

/** The one shard an upsert writes its points under (undefined in an auto-sharded collection). */
export function upsertShard(collection: Collection, selector: ShardKeySelector | null | undefined): string | undefined {
  const keys = selectedKeys(collection, selector, "write");
  if (keys === undefined) return undefined;
  if (keys.length > 1) throw wrongInput("An upsert names one shard key in this service: a point id belongs to one shard key here");
  return encodeShardKey(keys[0] as ShardKey);
}

/** `filter` within `scope`: both must hold. */
export function withinScope(filter: FilterNode | undefined, scope: FilterNode | undefined): FilterNode | undefined {
  if (!scope) return filter;
  return filter ? { kind: "and", children: [scope, filter] } : scope;
}

function selectedKeys(collection: Collection, selector: ShardKeySelector | null | undefined, use: ShardUse): ShardKey[] | undefined {
  // An auto-sharded collection has no keys: any key named is one it lacks.
  const live = collection.settings.sharding?.keys ?? [];
  if (selector === undefined || selector === null) {
    if (use === "write" && collection.settings.sharding) throw wrongInput("Shard key not specified");
    return undefined;
  }
  const missing = (key: ShardKey) => (use === "read" ? badRequest(`Shard key ${showShardKey(key)} not found`) : wrongInput(`Shard key ${showShardKey(key)} not found`));
  if (Array.isArray(selector)) {
    if (use === "write" && selector.length === 0) throw wrongInput("Empty shard keys selection");
    const unknown = selector.find((key) => !hasShardKey(live, key));
    if (unknown !== undefined) throw missing(unknown);
    return [...new Set(selector)];
  }
  if (typeof selector === "object") {
    const { target, fallback } = selector;
    if (hasShardKey(live, target)) return [target];
    if (hasShardKey(live, fallback)) return [fallback];
    // Qdrant's words twice over: its NotFound error ("{what} not found") around the sentence.
    throw new AppError("not_found", `Not found: Neither target shard key ${showShardKey(target)} nor fallback shard key ${showShardKey(fallback)} exist not found`);
  }
  if (!hasShardKey(live, selector)) throw missing(selector);
  return [selector];
}
