// fold-to-ascii's module.exports is a class whose static methods call each
// other through `this`, so they are called on it, never destructured: typed
// here as what it is (@types/fold-to-ascii declares named exports, which
// lose `this` once compiled to CommonJS).
declare module "fold-to-ascii" {
  const ASCIIFolder: {
    /** Lucene's ASCIIFoldingFilter mapping; characters without one are kept. */
    foldMaintaining(text: string): string;
  };
  export = ASCIIFolder;
}
