// Whether a time (a mute's end) is still ahead; times are shown with
// src/components/times.ts.
export function isInFuture(iso: string | null, now = Date.now()): iso is string {
  return iso !== null && Date.parse(iso) > now;
}
