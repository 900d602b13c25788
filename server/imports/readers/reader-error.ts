// A file that cannot be read at all: the message is for the user, as it stands.
import { AppError } from "../../errors";

export type ReaderErrorKind = "empty" | "format-mismatch" | "unknown-format" | "bad-header" | "unreadable";

export class ReaderError extends AppError {
  readonly kind: ReaderErrorKind;

  constructor(kind: ReaderErrorKind, message: string, options?: { cause?: unknown }) {
    super("bad_request", message, options);
    this.name = "ReaderError";
    this.kind = kind;
  }
}
