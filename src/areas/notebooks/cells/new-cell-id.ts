// A cell id no other cell of the notebook has: "<prefix>-<random>", within the
// contract's rule (letters, digits, _ and -). Not a secret, so no crypto
// (crypto.randomUUID exists only on HTTPS and localhost).

export function newCellId(prefix: string, taken: ReadonlySet<string>): string {
  for (;;) {
    const id = `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
    if (!taken.has(id)) return id;
  }
}
