// drizzle-kit: migrations for the metadata store, generated from the schema.
// Generate with `flock /tmp/drizzle.lock npx drizzle-kit generate --name <what>`
// (the lock keeps two engineers from numbering migrations alike); never edit
// the generated files. The service applies them at start (server/db/client.ts).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./server/db/migrations",
  strict: true,
});
