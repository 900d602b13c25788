// The logger the engine reports background work to: pino's (Fastify's) call
// shape, so the service passes its own logger; silent when none is given.
export interface EngineLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLog: EngineLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
