import type { Collection } from "../../db/schema";

/** What a write needs of its collection: the metadata id and the engine's id. */
export type WriteTarget = Pick<Collection, "id" | "engineId">;
