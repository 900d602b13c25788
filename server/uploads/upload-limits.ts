// What a project may hold in uploads, by its organisation's tier (the price
// list of content/pricing/, server/billing/): unfinished uploads at once, and
// bytes in all (the sizes of the uploads it keeps, finished or not).
import { readTier } from "../billing/billing-account";
import type { Database } from "../db/client";

export interface UploadLimits {
  /** The tier's name, as refusals say it ("its Sandbox tier allows"). */
  plan: string;
  /** Uploads not yet complete at once (429 for one more). */
  uploadsInProgress: number;
  /** Bytes of all the project's uploads, finished or not (413 for a file that does not fit). */
  storedBytes: number;
}

export async function readUploadLimits(db: Database, organisationId: string): Promise<UploadLimits> {
  const tier = await readTier(db, organisationId);
  return { plan: tier.name, uploadsInProgress: tier.uploadsInProgress, storedBytes: tier.uploadStorageBytes };
}
