// What an external model's provider said when it refused: OpenAI's
// {"error": {"message"}}, TEI's and Ollama's {"error": "..."}, a FastAPI
// server's {"detail"}, or the text of the body, shortened, with the project's
// own API key taken out should the provider repeat it.

const MAX_MESSAGE_LENGTH = 500;

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

/** The provider's message from a refusal's body text. */
export function providerMessage(text: string, statusText: string, apiKey: string | null): string {
  const found = fromJson(parseJson(text)) ?? (text.trim() === "" ? statusText || "no message" : text.trim());
  const safe = apiKey ? found.split(apiKey).join("[the API key]") : found;
  return safe.length > MAX_MESSAGE_LENGTH ? `${safe.slice(0, MAX_MESSAGE_LENGTH)}…` : safe;
}
