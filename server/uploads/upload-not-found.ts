import { AppError } from "../errors";

export const UPLOAD_NOT_FOUND_MESSAGE = "No such upload in this project";

export function uploadNotFound(): AppError {
  return new AppError("not_found", UPLOAD_NOT_FOUND_MESSAGE);
}
