// External embedding models (server/models/external/): an OpenAI-compatible
// embeddings endpoint a project added under a name of its own. The API key is
// sealed with the service's secret key, bound to the row's id
// (server/models/external/provider-api-key.ts); only its last four characters
// are kept in the clear, to recognise it by.
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { projects } from "./organisations";

export const externalModels = pgTable(
  "external_models",
  {
    /** Made by the service before the insert: the sealed key is bound to it. */
    id: uuid("id").primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Its name in the project's API (imports, inference). */
    name: text("name").notNull(),
    /** Without a trailing slash; the service POSTs to {base_url}/embeddings. */
    baseUrl: text("base_url").notNull(),
    /** The model's name at the provider, sent as `model`. */
    providerModel: text("provider_model").notNull(),
    apiKeySealed: text("api_key_sealed"),
    apiKeyLastFour: text("api_key_last_four"),
    /** Learned from the provider's first answer (or the last test); null until then. */
    dimension: integer("dimension"),
    lastTestedAt: timestamp("last_tested_at", { withTimezone: true }),
    lastTestLatencyMs: integer("last_test_latency_ms"),
    /** The provider's message when the last test failed; null when it succeeded. */
    lastTestError: text("last_test_error"),
    /** The user who added it (their `sub`). */
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("external_models_project_id_name_unique").on(table.projectId, table.name),
    check("external_models_dimension_check", sql`${table.dimension} is null or ${table.dimension} > 0`),
  ],
);

export type ExternalModelRow = typeof externalModels.$inferSelect;
