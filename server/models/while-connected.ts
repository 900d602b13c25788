// Work for a request that stops when the client goes away (the connection
// closes): an embedding call to a slow provider is not worth finishing then.
import type { FastifyRequest } from "fastify";

export async function whileConnected<T>(request: FastifyRequest, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const socket = request.raw.socket;
  const abort = () => controller.abort(new Error("The client closed the connection"));
  socket.once("close", abort);
  try {
    return await work(controller.signal);
  } finally {
    socket.off("close", abort);
  }
}
