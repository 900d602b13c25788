// Qdrant's check_limit_opt (lib/collection/src/operations/verification/mod.rs):
// a value over the limit is refused, naming the parameter; either one absent
// checks nothing. Numbers are printed as Rust prints them (`10`, `1.5`).
import { rustFloat } from "../../../contract/qdrant/wording";
import { strictModeError } from "../qdrant-errors";

export function checkLimit(value: number | null | undefined, limit: number | null | undefined, name: string): void {
  if (value === undefined || value === null || limit === undefined || limit === null || value <= limit) return;
  throw strictModeError(`Limit exceeded ${rustFloat(value)} > ${rustFloat(limit)} for "${name}"`, `Reduce the "${name}" parameter to or below ${rustFloat(limit)}.`);
}
