// The refusals the alert routes share, worded once.
import { AppError } from "../errors";

export function noSuchRule(id: string): AppError {
  return new AppError("not_found", `No alert rule ${id} in this project`);
}

export function noSuchChannel(id: string): AppError {
  return new AppError("not_found", `No alert channel ${id} in this project`);
}
