// A URL a tenant is saving (a model's base URL, a webhook's URL) refused at
// once, with a 400, when it names an address the outbound client would refuse
// to call: better told now than at the first call. Each call checks again,
// since what a name resolves to can change.
import { AppError } from "../errors";
import type { OutboundClient } from "./outbound-client";
import { OutboundError } from "./outbound-error";

/** `subject` names the field as the user knows it ("The base URL"). */
export async function refuseInsideAddress(outbound: OutboundClient, url: string, subject: string): Promise<void> {
  try {
    await outbound.check(url);
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError("bad_request", `${subject} names ${new URL(url).host}, which ${error.message}`, { cause: error });
    throw error;
  }
}
