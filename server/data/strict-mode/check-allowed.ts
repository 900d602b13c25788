// Qdrant's check_bool_opt (verification/mod.rs): a flag the collection forbids
// (its setting false) is refused when the request sets it; an unset setting
// allows it.
import { strictModeError } from "../qdrant-errors";

export function checkAllowed(value: boolean | null | undefined, allowed: boolean | null | undefined, name: string, parameter: string): void {
  if (allowed !== false || value !== true) return;
  throw strictModeError(`${name} disabled!`, `Set ${parameter}=false.`);
}
