// Replies a data-plane handler sends other than {"result", "status": "ok"}
// (data-router.ts sends these as they are): Qdrant's 202 for work it accepted
// and goes on with (wait=false), and a file (a snapshot's download).
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

export abstract class DataReply {
  abstract send(reply: FastifyReply): FastifyReply;
}

/** 202 {"result": null, "status": "accepted", "time"}: as Qdrant answers a snapshot call with wait=false. */
export class AcceptedReply extends DataReply {
  send(reply: FastifyReply): FastifyReply {
    return reply.code(202).send({ result: null, status: "accepted", time: reply.elapsedTime / 1000 });
  }
}

/** The bytes of a file, as a download. */
export class FileReply extends DataReply {
  constructor(
    private readonly stream: Readable,
    private readonly size: number,
    private readonly fileName: string,
  ) {
    super();
  }

  send(reply: FastifyReply): FastifyReply {
    return reply
      .type("application/octet-stream")
      .header("content-length", this.size)
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(this.fileName)}`)
      .send(this.stream);
  }
}
