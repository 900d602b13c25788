import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openStore } from "../../../server/db/open-store";
import { MIGRATIONS_FOLDER } from "../../../server/db/migrations-folder";
import { organisations } from "../../../server/db/schema";
import { createTestDatabase, describeEachStore, openTestStore } from "../support/stores";

const journal: { entries: { tag: string }[] } = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));

describeEachStore("the metadata store", (getStore, { dialect, restartStore }) => {
  async function appliedMigrationCount(): Promise<number> {
    const result = await getStore().db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    return result.rows[0]?.count ?? -1;
  }

  it("opens with every migration applied", async () => {
    expect(getStore().dialect).toBe(dialect);
    expect(await appliedMigrationCount()).toBe(journal.entries.length);
    const tables = await getStore().db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.rows.map((row) => row.name)).toEqual(expect.arrayContaining(["memberships", "organisations", "projects"]));
  });

  it("keeps its data across a restart, applying no migration twice", async () => {
    const [created] = await getStore().db.insert(organisations).values({ name: "Restart Ltd", ownerSub: `sub-${Date.now()}` }).returning();
    await restartStore();
    expect(await appliedMigrationCount()).toBe(journal.entries.length);
    const rows = await getStore().db.select().from(organisations).where(sql`${organisations.id} = ${created?.id}`);
    expect(rows).toEqual([created]);
  });

  it("closes twice without failing", async () => {
    await getStore().close();
    await expect(getStore().close()).resolves.toBeUndefined();
    await restartStore();
  });
});

describe("the metadata store on PostgreSQL", () => {
  it("migrates once when several service instances start at the same time", async () => {
    const database = await createTestDatabase();
    try {
      const stores = await Promise.all([1, 2, 3].map(() => openStore({ dataDir: "/nonexistent", databaseUrl: database.url })));
      const result = await stores[0]?.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      await Promise.all(stores.map((store) => store.close()));
      expect(result?.rows[0]?.count).toBe(journal.entries.length);
    } finally {
      await database.drop();
    }
  });

  it("names the server without the password in its location", async () => {
    const testStore = await openTestStore("postgres");
    try {
      const withPassword = new URL(testStore.settings.databaseUrl ?? "");
      withPassword.password = "hunter2";
      const store = await openStore({ dataDir: "/nonexistent", databaseUrl: withPassword.toString() });
      await store.close();
      expect(store.location).not.toContain("hunter2");
      expect(store.location).toContain(withPassword.pathname);
    } finally {
      await testStore.remove();
    }
  });
});
