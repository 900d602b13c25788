// Qdrant's reply shapes, as the data plane sends them: a success wraps its
// result with the time the call took (server/data/http/data-router.ts), an
// error carries its message in status.error (server/data/http/error-handler.ts).
import { z } from "zod";

const Seconds = z.number().meta({ description: "Seconds the service spent on the call" });

/** {"result": ..., "status": "ok", "time": seconds}: every success. */
export function successReplyOf(result: z.ZodType): z.ZodObject {
  return z.object({ result, status: z.literal("ok"), time: Seconds });
}

/** {"status": {"error": "..."}, "time": seconds}: every 4xx and 5xx (a 5xx says only "Service internal error"). */
export const ErrorResponse = z
  .object({ status: z.object({ error: z.string().meta({ description: "What went wrong, in Qdrant's words" }) }), time: Seconds })
  .meta({ id: "ErrorResponse", description: "Every data-plane error, in Qdrant's shape" });
