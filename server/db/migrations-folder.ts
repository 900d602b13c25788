// The SQL that drizzle-kit generates from ./schema (see drizzle.config.ts),
// applied by each driver's own migrator; applied migrations are recorded in
// drizzle.__drizzle_migrations, so a restart applies nothing twice.
import path from "node:path";

export const MIGRATIONS_FOLDER = path.join(__dirname, "migrations");
