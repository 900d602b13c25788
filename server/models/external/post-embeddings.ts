// One list of texts sent to an OpenAI-compatible endpoint: POST
// {baseUrl}/embeddings {model, input}, each attempt with its own timeout.
// Network errors, 429s and 5xx are retried with backoff (a short Retry-After
// is waited for); a 4xx, a redirect, a timeout or an answer without
// embeddings fails at once. A failure is a ModelError("provider_failed")
// whose message names the provider (the base URL's host), what happened and
// the provider's own words.
import { ModelError } from "../embedding-model";
import { readEmbeddingsAnswer } from "./embeddings-answer";
import type { ExternalCallSettings } from "./external-call-settings";
import { providerMessage } from "./provider-message";
import { backoffDelay, parseRetryAfter, sleep } from "./retry-delay";

export interface EmbeddingsEndpoint {
  baseUrl: string;
  /** Sent as `model`. */
  providerModel: string;
  apiKey: string | null;
}

type Attempt =
  | { vectors: number[][] }
  | {
      /** "answered HTTP 401", "could not be reached", ... */
      summary: string;
      detail?: string;
      isRetryable: boolean;
      /** The provider's Retry-After, when it asked for a wait. */
      waitMs?: number;
    };

/** The provider as messages name it: the base URL's host ("api.openai.com", "localhost:11434"). */
export function providerName(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: ErrorLike;
  errors?: ErrorLike[];
}

/** What fetch's "fetch failed" stands for: its cause ("connect ECONNREFUSED 127.0.0.1:1", "getaddrinfo ENOTFOUND ..."). Not instanceof: the error may come from another realm. */
function describeNetworkError(error: unknown): string {
  const failure = (typeof error === "object" && error !== null ? error : {}) as ErrorLike;
  const cause = failure.cause ?? failure;
  const candidates = [cause, ...(cause.errors ?? [])];
  const message = candidates.map((candidate) => candidate.message).find((text): text is string => typeof text === "string" && text !== "");
  if (message !== undefined) return message;
  return typeof cause.code === "string" ? cause.code : String(error);
}

function refusal(status: number, text: string, statusText: string, endpoint: EmbeddingsEndpoint, retryAfter: string | null, settings: ExternalCallSettings): Attempt {
  const detail = providerMessage(text, statusText, endpoint.apiKey);
  const isRetryable = status === 429 || status >= 500;
  const waitMs = parseRetryAfter(retryAfter);
  if (isRetryable && waitMs !== null && waitMs > settings.maxRetryAfterMs) {
    return { summary: `answered HTTP ${status}`, detail: `${detail} (it asks to wait ${Math.ceil(waitMs / 1000)} s: try again later)`, isRetryable: false };
  }
  return { summary: `answered HTTP ${status}`, detail, isRetryable, ...(waitMs !== null ? { waitMs } : {}) };
}

async function attemptOnce(endpoint: EmbeddingsEndpoint, texts: readonly string[], settings: ExternalCallSettings, signal: AbortSignal | undefined): Promise<Attempt> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (endpoint.apiKey !== null) headers.authorization = `Bearer ${endpoint.apiKey}`;
  try {
    const response = await fetch(`${endpoint.baseUrl}/embeddings`, {
      method: "POST",
      headers,
      body: JSON.stringify({ model: endpoint.providerModel, input: texts }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      // A POST redirected would become a GET elsewhere: the user sets the URL it points to instead.
      redirect: "manual",
    });
    const text = await response.text();
    if (response.status >= 300 && response.status < 400) {
      return { summary: `answered HTTP ${response.status}, a redirect to ${response.headers.get("location") ?? "another address"}`, detail: "set the base URL to where it points", isRetryable: false };
    }
    if (!response.ok) return refusal(response.status, text, response.statusText, endpoint, response.headers.get("retry-after"), settings);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return { summary: "answered with something other than JSON", detail: providerMessage(text, response.statusText, endpoint.apiKey), isRetryable: false };
    }
    const answer = readEmbeddingsAnswer(body, texts.length);
    return "vectors" in answer ? answer : { summary: "answered without embeddings", detail: answer.problem, isRetryable: false };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) return { summary: `did not answer within ${settings.timeoutMs / 1000} s`, isRetryable: false };
    return { summary: "could not be reached", detail: describeNetworkError(error), isRetryable: true };
  }
}

/** The texts' vectors, in order, from one request (retried as above). */
export async function postEmbeddings(endpoint: EmbeddingsEndpoint, texts: readonly string[], settings: ExternalCallSettings, signal?: AbortSignal): Promise<number[][]> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(endpoint, texts, settings, signal);
    if ("vectors" in outcome) return outcome.vectors;
    if (!outcome.isRetryable || attempt >= settings.maxAttempts) {
      const attempts = attempt > 1 ? ` after ${attempt} attempts` : "";
      const detail = outcome.detail !== undefined ? `: ${outcome.detail}` : "";
      throw new ModelError("provider_failed", `${providerName(endpoint.baseUrl)} ${outcome.summary}${attempts}${detail}`);
    }
    await sleep(outcome.waitMs ?? backoffDelay(attempt, settings), signal);
  }
}
