// @energetic-ai/core re-exports TensorFlow.js (tfjs-core, its converter and
// WebAssembly backend) bundled, but its types point at @tensorflow packages
// it does not install; this declares the one function used here.
export {};

declare module "@energetic-ai/core" {
  /** Resolves once the backend (WebAssembly) is initialised. */
  export function ready(): Promise<void>;
}
