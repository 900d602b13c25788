// What an external model's provider said when it refused, when it said it in
// an embeddings API's error shape: OpenAI's {"error": {"message"}}, TEI's and
// Ollama's {"error": "..."}, a FastAPI server's {"detail"}, shortened, with the
// project's own API key taken out should the provider repeat it. Any other
// body (an HTML page, a text, another server's JSON) is never shown: the
// address may be a server that answers things the tenant must not read.

const MAX_MESSAGE_LENGTH = 300;

function fromJson(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const { error, message, detail } = body as { error?: unknown; message?: unknown; detail?: unknown };
  if (typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string") return (error as { message: string }).message;
  if (typeof error === "string") return error;
  if (typeof message === "string") return message;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    const messages = detail.map((item: unknown) => (typeof item === "object" && item !== null ? (item as { msg?: unknown }).msg : undefined)).filter((msg) => typeof msg === "string");
    if (messages.length > 0) return messages.join("; ");
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The provider's message from a refusal's body text, or null when it has none in an error shape. */
export function providerMessage(text: string, apiKey: string | null): string | null {
  const found = fromJson(parseJson(text))?.trim();
  if (found === undefined || found === "") return null;
  const safe = apiKey ? found.split(apiKey).join("[the API key]") : found;
  return safe.length > MAX_MESSAGE_LENGTH ? `${safe.slice(0, MAX_MESSAGE_LENGTH)}…` : safe;
}
