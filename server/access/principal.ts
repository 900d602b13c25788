// Who a data-plane call acts for: one project, through an API key or a
// console user (bearer token + X-Project-Id), with what it may do there.
import type { Grant } from "../../contract/rights";

export interface Principal {
  projectId: string;
  /** The API key used; null for a console user. */
  apiKeyId: string | null;
  /** The console user; null for an API key. */
  userSub: string | null;
  /** The key's access, or the console user's role (or custom role) in the project (contract/rights.ts). */
  role: Grant;
  /** The only collections the key reaches (by name); null: all of the project's. */
  collections: ReadonlySet<string> | null;
  /** Who it is in words, for the audit trail: the key's name, or the console user's e-mail. */
  label?: string | null;
}
