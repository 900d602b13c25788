// What a project may hold in uploads, by its organisation's plan: unfinished
// uploads at once, and bytes in all (the sizes of the uploads it keeps,
// finished or not). Plans hold no such fields yet; until Billing gives each
// plan its own, these are its figures, in this one place.
import { allowanceOf, type PlanName } from "../metering/plan-allowance";

export interface UploadLimits {
  plan: PlanName;
  /** Uploads not yet complete at once (429 for one more). */
  uploadsInProgress: number;
  /** Bytes of all the project's uploads, finished or not (413 for a file that does not fit). */
  storedBytes: number;
}

const GiB = 1024 ** 3;

export const PLAN_UPLOAD_LIMITS: Readonly<Record<PlanName, Omit<UploadLimits, "plan">>> = {
  Sandbox: { uploadsInProgress: 20, storedBytes: 10 * GiB },
  Startup: { uploadsInProgress: 50, storedBytes: 100 * GiB },
  Standard: { uploadsInProgress: 50, storedBytes: 250 * GiB },
  Business: { uploadsInProgress: 100, storedBytes: 1024 * GiB },
  Enterprise: { uploadsInProgress: 200, storedBytes: 4096 * GiB },
};

export function uploadLimitsOf(organisationId: string): UploadLimits {
  const { plan } = allowanceOf(organisationId);
  return { plan, ...PLAN_UPLOAD_LIMITS[plan] };
}
