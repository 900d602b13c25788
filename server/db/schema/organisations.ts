// Who owns what: an organisation per owner, its projects, who may act in it
// and with which custom roles (invitations and per-project roles: members.ts).
// A user is known only by the id the user pool gives them (`sub`); the user's
// profile stays with the identity service.
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { MEMBER_ROLES } from "../../../contract/rights";

export const memberRoleList = () => sql.raw(MEMBER_ROLES.map((role) => `'${role}'`).join(", "));

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable("organisations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  // Unique: registering an owner twice, even at once, yields one organisation.
  ownerSub: text("owner_sub").notNull().unique(),
  createdAt: createdAt(),
});

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Where the project's data lives: one of the REGIONS setting's names ("local" on the embedded defaults). */
    region: text("region").notNull().default("local"),
    createdAt: createdAt(),
    /** When the project's starter notebook was made (server/notebooks/): once, so that deleting it is for good. */
    starterNotebookAt: timestamp("starter_notebook_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [unique("projects_organisation_id_name_unique").on(table.organisationId, table.name)],
);

/**
 * An organisation's custom role: a name for a set of rights (contract/rights.ts, "resource.action") within its base
 * role, which it narrows and never widens. Held by memberships and invitations (custom_role_id); deleted only when
 * none holds it.
 */
export const customRoles = pgTable(
  "custom_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    baseRole: text("base_role", { enum: MEMBER_ROLES }).notNull(),
    rights: text("rights").array().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Names are told apart regardless of case: "Analyst" and "analyst" would read as one role.
    uniqueIndex("custom_roles_organisation_id_name_unique").on(table.organisationId, sql`lower(${table.name})`),
    check("custom_roles_base_role_check", sql`${table.baseRole} in (${memberRoleList()})`),
  ],
);

export const memberships = pgTable(
  "memberships",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userSub: text("user_sub").notNull(),
    /** Their role; with a custom role, the custom role's base role (which it narrows). */
    role: text("role", { enum: MEMBER_ROLES }).notNull(),
    customRoleId: uuid("custom_role_id").references(() => customRoles.id, { onDelete: "no action" }),
    /**
     * The member's address and name as the user pool last told them (at the invitation, then at each
     * GET /api/auth/me): what the members list shows and searches. The pool (perhaps AWS Cognito) keeps the profile.
     */
    email: text("email"),
    name: text("name"),
    /** False: the member reaches only the projects of project_members, each with its role there. */
    hasAllProjects: boolean("has_all_projects").notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.userSub] }),
    // "Which organisations is this user in?" runs on every GET /api/auth/me.
    index("memberships_user_sub_index").on(table.userSub),
    check("memberships_role_check", sql`${table.role} in (${memberRoleList()})`),
  ],
);

export type Organisation = typeof organisations.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Membership = typeof memberships.$inferSelect;
export type CustomRoleRow = typeof customRoles.$inferSelect;
