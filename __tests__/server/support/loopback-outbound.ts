// The outbound client as the tests' own receivers need it: loopback
// allow-listed, as an operator would list an inside embedding server. Without
// it the service refuses every inside address (outbound.test.ts).
import { parseAllowList, type AllowList } from "../../../server/outbound/address-policy";
import { createOutboundClient, type OutboundClient } from "../../../server/outbound/outbound-client";

export const LOOPBACK_ALLOWED = "127.0.0.1, ::1";

export function loopbackAllowList(): AllowList {
  const allow = parseAllowList(LOOPBACK_ALLOWED);
  if (typeof allow === "string") throw new Error(allow);
  return allow;
}

export function loopbackOutbound(): OutboundClient {
  return createOutboundClient({ allow: loopbackAllowList() });
}
