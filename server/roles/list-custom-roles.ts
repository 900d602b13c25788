// The organisation's custom roles by name, with how many members and
// invitations hold each.
import { asc, eq, sql } from "drizzle-orm";
import type { CustomRoleView } from "../../contract/roles";
import type { Database } from "../db/client";
import { customRoles } from "../db/schema";
import { countHolders, toView } from "./custom-role-store";

export async function listCustomRoles(db: Database, organisationId: string): Promise<CustomRoleView[]> {
  const [rows, holders] = await Promise.all([
    db.select().from(customRoles).where(eq(customRoles.organisationId, organisationId)).orderBy(asc(sql`lower(${customRoles.name})`)),
    countHolders(db, organisationId),
  ]);
  return rows.map((row) => toView(row, holders.get(row.id) ?? 0));
}

