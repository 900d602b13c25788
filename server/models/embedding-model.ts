// What the rest of the service knows of an embedding model: its name, what it
// makes (a dense vector of a fixed dimension, or a sparse vector), where it
// runs, and `embed`. Built-in models (server/models/builtin/) run in worker
// threads inside the service; external ones (server/models/external/) call an
// OpenAI-compatible endpoint a project has added. Imports, the data plane's
// inference objects ({"text", "model"}) and the Inference page all embed
// through a ModelCatalog, never through a model's own module.

export type EmbeddingPurpose = "document" | "query";

export interface SparseEmbedding {
  indices: number[];
  values: number[];
}

export interface EmbedOptions {
  /**
   * Documents are stored, queries searched with. Most models embed both alike; a sparse BM25 model
   * weighs a document's terms by their frequency and a query's terms as 1 each.
   */
  purpose: EmbeddingPurpose;
  /** Stops the work (an import cancelled, a request closed). */
  signal?: AbortSignal;
}

interface ModelBase {
  /** Its name in the API: "universal-sentence-encoder-lite", "qdrant/bm25", or an external model's name in its project. */
  name: string;
  /** One sentence on what it is, shown on the Models page. */
  description: string;
  runsOn: "built-in" | "external";
}

export interface DenseModel extends ModelBase {
  kind: "dense";
  /** Length of every vector; null for an external model not yet tested (its first answer tells). */
  dimension: number | null;
  /** One vector per text, in order. */
  embed(texts: readonly string[], options: EmbedOptions): Promise<number[][]>;
}

export interface SparseModel extends ModelBase {
  kind: "sparse";
  /** One sparse vector per text, in order; indices ascending. */
  embed(texts: readonly string[], options: EmbedOptions): Promise<SparseEmbedding[]>;
}

export type EmbeddingModel = DenseModel | SparseModel;

export type ModelErrorCode =
  /** No model of that name in the project. */
  | "unknown_model"
  /** An input the model refuses (an empty list, a text too long). */
  | "bad_input"
  /** The external provider answered with an error, timed out or could not be reached; the message says which, in its words. */
  | "provider_failed";

export class ModelError extends Error {
  constructor(
    readonly code: ModelErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ModelError";
  }
}

/** The models a project can use: every built-in model, and the external models it added. */
export interface ModelCatalog {
  /** The model of this name in the project, or undefined. */
  find(projectId: string, name: string): Promise<EmbeddingModel | undefined>;
  list(projectId: string): Promise<EmbeddingModel[]>;
}
