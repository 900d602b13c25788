// Why the service cannot start as it is set up: a message for whoever runs it
// (a bad setting, a data folder held by another process), printed without a
// stack trace. Errors of requests are AppError (server/errors.ts) instead.
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StartupError";
  }
}
