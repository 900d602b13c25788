// How models' refusals answer on /api: a ModelError becomes the AppError of
// its code (an unknown model 404, a bad input 400, a provider that refused or
// failed 422 with its own words: a 5xx would hide them), and the messages for
// names that are not an external model of the project.
import { ModelError, type ModelErrorCode } from "./embedding-model";
import { AppError, type ErrorCode } from "../errors";

const CODES: Readonly<Record<ModelErrorCode, ErrorCode>> = { unknown_model: "not_found", bad_input: "bad_request", provider_failed: "unprocessable" };

export function noSuchModel(name: string): AppError {
  return new AppError("not_found", `No model named "${name}" in this project`);
}

export function builtinIsFixed(name: string, what: "changed" | "tested" | "deleted"): AppError {
  return new AppError("bad_request", `"${name}" is a built-in model: only external models can be ${what}`);
}

/** The work's result, its ModelError answered as an AppError. */
export async function answeringModelErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ModelError) throw new AppError(CODES[error.code], error.message, { cause: error });
    throw error;
  }
}
