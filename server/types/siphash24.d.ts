// siphash24 (MIT, holepunch): SipHash-2-4 in WebAssembly, with a JavaScript fallback.
declare module "siphash24" {
  /** The 8-byte hash of `data` under a 16-byte `key`, written into `out` (a new array without it) and returned. */
  function siphash24(data: Uint8Array, key: Uint8Array, out?: Uint8Array, noAssert?: boolean): Uint8Array;
  export = siphash24;
}
