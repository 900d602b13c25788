// A TCP proxy on loopback in front of a server (PostgreSQL, here), that can
// stop passing bytes without closing anything: what a network partition or a
// stalled database looks like to a client. Paused, every byte either way is
// held (connections still open, queries unanswered); resumed, the held bytes
// go on in order.
import net from "node:net";

export interface PausableProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  let isPaused = false;
  let held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      const send = () => void to.write(chunk);
      if (isPaused) held.push(send);
      else send();
    });
    from.on("close", () => to.destroy());
    from.on("error", () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  return {
    port: address.port,
    pause: () => {
      isPaused = true;
    },
    resume: () => {
      isPaused = false;
      const sends = held;
      held = [];
      for (const send of sends) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
