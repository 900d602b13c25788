// The benches' seeded splits: rows 0 .. total − 1 in an order that depends on
// the seed alone (a linear congruential generator driving a Fisher–Yates
// shuffle), so that every run, and every cache built from it, draws the same
// queries and base rows.
export function shuffledRows(total: number, seed: number): number[] {
  let state = seed;
  const random = (): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  const rows = Array.from({ length: total }, (_, row) => row);
  for (let i = rows.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [rows[i], rows[j]] = [rows[j] ?? 0, rows[i] ?? 0];
  }
  return rows;
}
