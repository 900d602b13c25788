// Sizes in decimal units (powers of 1,000, as disks and bills count them):
// the amount divided down to the largest unit it reaches, and that unit's
// place in the caller's list ("B", "kB", "MB", …). How it is then written is
// the page's own.
export function decimalScale(amount: number, unitCount: number): { value: number; step: number } {
  let value = amount;
  let step = 0;
  while (Math.abs(value) >= 1000 && step < unitCount - 1) {
    value /= 1000;
    step += 1;
  }
  return { value, step };
}
