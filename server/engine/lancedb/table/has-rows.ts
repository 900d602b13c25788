// Whether any row matches a condition, memoised until the next commit
// (collection-state.ts's epoch): filters and scrolls ask it often of the same
// conditions between writes.
import type { CollectionState } from "../collection-state";

const MEMO_LIMIT = 256;

export async function hasRows(state: CollectionState, where: string): Promise<boolean> {
  const epoch = state.epoch;
  // Reset on every commit, and when many distinct questions pile up between commits.
  if (state.rowsMemo.epoch !== epoch || state.rowsMemo.answers.size >= MEMO_LIMIT) state.rowsMemo = { epoch, answers: new Map() };
  const known = state.rowsMemo.answers.get(where);
  if (known !== undefined) return known;
  const found = (await state.table.countRows(where)) > 0;
  // Only keep the answer if no commit happened meanwhile.
  if (state.epoch === epoch && state.rowsMemo.epoch === epoch) state.rowsMemo.answers.set(where, found);
  return found;
}
