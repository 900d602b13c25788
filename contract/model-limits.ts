// What an external model's settings and an embedding request may hold, with
// the checks both sides make: the service (contract/models.ts, in zod) and the
// console's forms, which import this file without zod (areas stay light).

/** An external model's name in its project's API: letters, digits and . _ - : / , starting with a letter or digit. */
export const MODEL_NAME_MAX_LENGTH = 100;
export const MODEL_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:/-]*$/;
export const MODEL_NAME_RULE = "letters, digits and . _ - : /, starting with a letter or digit";

export const BASE_URL_MAX_LENGTH = 2_000;
/** The model's name at the provider ("text-embedding-3-small", "nomic-embed-text"). */
export const PROVIDER_MODEL_MAX_LENGTH = 200;
export const PROVIDER_API_KEY_MAX_LENGTH = 4_096;

/** Texts one embedding request may carry, and the length of each. */
export const EMBED_TEXTS_MAX = 64;
export const EMBED_TEXT_MAX_LENGTH = 8_192;

/** Why a model name cannot be used, or null. */
export function modelNameProblem(name: string): string | null {
  if (name === "") return "Enter a name for the model";
  if (name.length > MODEL_NAME_MAX_LENGTH) return `A model name is at most ${MODEL_NAME_MAX_LENGTH} characters`;
  if (!MODEL_NAME_PATTERN.test(name)) return `A model name holds ${MODEL_NAME_RULE}`;
  return null;
}

/**
 * Why a base URL cannot be used, or null: http or https only, no user or
 * password in it (the key goes in its own field, sealed), no query or fragment
 * (the service appends /embeddings).
 */
export function baseUrlProblem(text: string): string | null {
  if (text === "") return "Enter the provider's base URL, e.g. https://api.openai.com/v1";
  if (text.length > BASE_URL_MAX_LENGTH) return `The base URL is at most ${BASE_URL_MAX_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "The base URL is not a URL: write it in full, e.g. https://api.openai.com/v1";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "The base URL must start with http:// or https://";
  if (url.username !== "" || url.password !== "") return "The base URL must not hold a user or password: put the API key in its own field";
  if (text.includes("?") || text.includes("#")) return "The base URL must not hold a query or fragment";
  return null;
}

/** The URL as stored: without a trailing slash, so that /embeddings is appended once. */
export function normaliseBaseUrl(text: string): string {
  return text.replace(/\/+$/, "");
}
