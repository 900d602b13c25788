// How the service calls an external model's endpoint: the timeout of each
// attempt, how often and how long it retries, and how many texts one request
// carries. The defaults suit OpenAI, Ollama, TEI (whose default client batch
// is 32) and vLLM; tests shorten the waits.

export interface ExternalCallSettings {
  /** Each attempt, answer included; a timeout is not retried (the caller has waited that long already). */
  timeoutMs: number;
  /** Attempts in all, for a network error, a 429 or a 5xx; a 4xx is never retried. */
  maxAttempts: number;
  /** The wait before the first retry, doubled for each one after (with jitter), up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After up to this long is waited for; a longer one fails at once, saying so. */
  maxRetryAfterMs: number;
  /** Texts per request; longer lists go in several requests, one after the other. */
  batchSize: number;
  /** Bytes of one answer read at most: 32 vectors of 65,536 dimensions written as JSON fit; a larger answer fails. */
  maxAnswerBytes: number;
}

export const DEFAULT_EXTERNAL_CALL_SETTINGS: ExternalCallSettings = {
  timeoutMs: 30_000,
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 10_000,
  batchSize: 32,
  maxAnswerBytes: 64 * 2 ** 20,
};
