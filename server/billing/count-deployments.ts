// What an organisation's projects use of its tier: projects (deployments) and
// the distinct regions they run in.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects } from "../db/schema";

export interface Deployments {
  projects: number;
  /** The distinct regions its projects run in, sorted. */
  regions: string[];
}

export async function countDeployments(db: Pick<Database, "select">, organisationId: string): Promise<Deployments> {
  const rows = await db
    .select({ region: projects.region, count: sql<number>`count(*)::int` })
    .from(projects)
    .where(eq(projects.organisationId, organisationId))
    .groupBy(projects.region);
  return { projects: rows.reduce((sum, row) => sum + Number(row.count), 0), regions: rows.map((row) => row.region).sort() };
}
