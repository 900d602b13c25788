// The library answers through callbacks; the identity client through promises
// that reject with IdentityError.
import { toIdentityError } from "../identity-error";

type NodeCallback<T> = (error?: unknown, result?: T) => void;

/** For the library's (error, result) callbacks. */
export function fromNodeCallback<T>(run: (callback: NodeCallback<T>) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    run((error, result) => (error ? reject(toIdentityError(error)) : resolve(result)));
  });
}

/** For the library's { onSuccess, onFailure } callbacks. */
export function fromOutcomeCallbacks<T>(
  run: (callbacks: { onSuccess: (result: T) => void; onFailure: (error: unknown) => void }) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    run({ onSuccess: resolve, onFailure: (error) => reject(toIdentityError(error)) });
  });
}
