// Migration 0013 (members) on a store that ran the service before it: the
// role "member" becomes "developer", every member keeps reaching every
// project, and the new roles are the only ones the store accepts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { MIGRATIONS_FOLDER } from "../../../server/db/migrations-folder";
import { openStore } from "../../../server/db/open-store";
import { metadataFolder } from "../../../server/db/pglite-store";
import { memberships } from "../../../server/db/schema";
import { createTestDatabase } from "../support/stores";

jest.setTimeout(120_000);

const BEFORE = "0013_members";

/** The migrations folder as it was before 0013: its SQL files and a journal that ends before it. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-migrations-before-"));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const OLD_ROWS = `
  insert into organisations (id, name, owner_sub) values ('9a1c2b3d-0000-4000-8000-000000000001', 'Old', 'owner-sub');
  insert into memberships (organisation_id, user_sub, role) values
    ('9a1c2b3d-0000-4000-8000-000000000001', 'owner-sub', 'owner'),
    ('9a1c2b3d-0000-4000-8000-000000000001', 'member-sub', 'member');
`;

describe.each(["pglite", "postgres"] as const)("migration 0013 on a store of the service before it (%s)", (dialect) => {
  it("turns members into developers who reach every project, and accepts only the new roles", async () => {
    const before = migrationsBefore(BEFORE);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-members-migration-"));
    const database = dialect === "postgres" ? await createTestDatabase() : undefined;
    try {
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        const db = drizzlePostgres({ client });
        await migratePostgres(db, { migrationsFolder: before });
        await client.query(OLD_ROWS);
        await client.end();
      } else {
        fs.mkdirSync(metadataFolder(dataDir), { recursive: true });
        const client = await PGlite.create(metadataFolder(dataDir));
        const db = drizzlePglite({ client });
        await migratePglite(db, { migrationsFolder: before });
        await client.exec(OLD_ROWS);
        await client.close();
      }

      const store = await openStore({ dataDir, databaseUrl: database?.url });
      try {
        const rows = await store.db.select({ sub: memberships.userSub, role: memberships.role, hasAllProjects: memberships.hasAllProjects }).from(memberships).orderBy(memberships.userSub);
        expect(rows).toEqual([
          { sub: "member-sub", role: "developer", hasAllProjects: true },
          { sub: "owner-sub", role: "owner", hasAllProjects: true },
        ]);
        await expect(store.db.update(memberships).set({ role: "member" as "viewer" }).where(eq(memberships.userSub, "member-sub"))).rejects.toThrow();
      } finally {
        await store.close();
      }
    } finally {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
