// What the billing routes need: the store, the call quota of this instance
// (told of plan changes, and asked for the calls it counted), and the settings.
import type { Database } from "../db/client";
import type { CallQuota } from "./call-quota";

export interface BillingContext {
  db: Database;
  quota?: CallQuota;
  /** The REGIONS setting: where a project may be made, the first the default. */
  regions: readonly string[];
  /** The USAGE_EXPORT_MAX_ROWS setting. */
  exportMaxRows: number;
}
