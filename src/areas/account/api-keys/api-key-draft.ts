// The create-API-key form as data: name, access, and optionally the
// collections the key is limited to (none: every collection of the project).
import { API_KEY_NAME_MAX_LENGTH, type ApiKeyAccess, type CreateApiKeyBody } from "../../../../contract/api-keys";

export interface ApiKeyDraft {
  name: string;
  access: ApiKeyAccess;
  /** Collection names separated by commas; blank for all. */
  collections: string;
}

export type ApiKeyErrors = Partial<Record<"name" | "collections", string>>;

export const EMPTY_API_KEY_DRAFT: ApiKeyDraft = { name: "", access: "read-write", collections: "" };

/** The collection names typed, in order: "docs, , reviews" → ["docs", "reviews"]. */
export function collectionNamesOf(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

export function toCreateApiKeyBody(draft: ApiKeyDraft): { body: CreateApiKeyBody } | { errors: ApiKeyErrors } {
  const name = draft.name.trim();
  const collections = collectionNamesOf(draft.collections);
  const errors: ApiKeyErrors = {};
  if (name === "") errors.name = "Enter a name, to recognise the key by";
  else if (name.length > API_KEY_NAME_MAX_LENGTH) errors.name = `At most ${API_KEY_NAME_MAX_LENGTH} characters`;
  const tooLong = collections.find((collection) => collection.length > 255);
  if (tooLong !== undefined) errors.collections = "Collection names have at most 255 characters";
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { name, access: draft.access, ...(collections.length > 0 ? { collections: [...new Set(collections)] } : {}) } };
}
