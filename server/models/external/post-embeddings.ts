// One list of texts sent to an OpenAI-compatible endpoint: POST
// {baseUrl}/embeddings {model, input}, through the outbound client (public
// addresses only, no redirects, the answer bounded in time and size), each
// attempt with its own timeout. Network errors, 429s and 5xx are retried with
// backoff (a short Retry-After is waited for); a 4xx, a redirect, a timeout or
// an answer without embeddings fails at once. A failure is a
// ModelError("provider_failed") whose message names the provider (the base
// URL's host), what happened and, when it answered in an embeddings API's
// error shape, its own message; never the text of any other answer.
import { OutboundError, type OutboundFailure } from "../../outbound/outbound-error";
import type { OutboundClient } from "../../outbound/outbound-client";
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
      /** "answered HTTP 401", "could not connect", ... (after the provider's name) */
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

/** Failures worth another attempt: the endpoint may answer next time. */
const RETRYABLE_FAILURES: ReadonlySet<OutboundFailure> = new Set(["unreachable"]);

function refusal(status: number, text: string, endpoint: EmbeddingsEndpoint, retryAfter: string | null, settings: ExternalCallSettings): Attempt {
  const detail = providerMessage(text, endpoint.apiKey) ?? undefined;
  const isRetryable = status === 429 || status >= 500;
  const waitMs = parseRetryAfter(retryAfter);
  if (isRetryable && waitMs !== null && waitMs > settings.maxRetryAfterMs) {
    const wait = `it asks to wait ${Math.ceil(waitMs / 1000)} s: try again later`;
    return { summary: `answered HTTP ${status}`, detail: detail === undefined ? wait : `${detail} (${wait})`, isRetryable: false };
  }
  return { summary: `answered HTTP ${status}`, detail, isRetryable, ...(waitMs !== null ? { waitMs } : {}) };
}

async function attemptOnce(outbound: OutboundClient, endpoint: EmbeddingsEndpoint, texts: readonly string[], settings: ExternalCallSettings, signal: AbortSignal | undefined): Promise<Attempt> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (endpoint.apiKey !== null) headers.authorization = `Bearer ${endpoint.apiKey}`;
  let answer;
  try {
    answer = await outbound.send({
      url: `${endpoint.baseUrl}/embeddings`,
      method: "POST",
      headers,
      body: JSON.stringify({ model: endpoint.providerModel, input: texts }),
      timeoutMs: settings.timeoutMs,
      maxAnswerBytes: settings.maxAnswerBytes,
      signal,
    });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return { summary: error.message, isRetryable: RETRYABLE_FAILURES.has(error.failure) };
  }
  const text = answer.body.toString("utf8");
  // A POST redirected would become a GET elsewhere: the user sets the URL it points to instead (where it points is not said: it may be inside).
  if (answer.status >= 300 && answer.status < 400) return { summary: `answered HTTP ${answer.status}, a redirect`, detail: "redirects are not followed: set the base URL to where it points", isRetryable: false };
  const retryAfter = answer.headers["retry-after"];
  if (answer.status < 200 || answer.status >= 300) return refusal(answer.status, text, endpoint, typeof retryAfter === "string" ? retryAfter : null, settings);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { summary: "answered with something other than JSON", isRetryable: false };
  }
  const read = readEmbeddingsAnswer(body, texts.length);
  return "vectors" in read ? read : { summary: "answered without embeddings", detail: read.problem, isRetryable: false };
}

/** The texts' vectors, in order, from one request (retried as above). */
export async function postEmbeddings(outbound: OutboundClient, endpoint: EmbeddingsEndpoint, texts: readonly string[], settings: ExternalCallSettings, signal?: AbortSignal): Promise<number[][]> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await attemptOnce(outbound, endpoint, texts, settings, signal);
    if ("vectors" in outcome) return outcome.vectors;
    if (!outcome.isRetryable || attempt >= settings.maxAttempts) {
      const attempts = attempt > 1 ? ` after ${attempt} attempts` : "";
      const detail = outcome.detail !== undefined ? `: ${outcome.detail}` : "";
      throw new ModelError("provider_failed", `${providerName(endpoint.baseUrl)} ${outcome.summary}${attempts}${detail}`);
    }
    await sleep(outcome.waitMs ?? backoffDelay(attempt, settings), signal);
  }
}
