// An organisation's members beyond their memberships: invitations not yet
// accepted, and the projects a member is limited to, each with a role there
// that narrows, never widens, their role in the organisation.
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { MEMBER_ROLES } from "../../../contract/rights";
import { customRoles, memberRoleList, organisations, projects } from "./organisations";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An invitation by e-mail: the user pool made the invitee's account (a temporary password by mail) and gave its sub;
 * the invitee becomes a member at their first signed-in call, unless the invitation expired or was revoked (the row is
 * then deleted). Accepting deletes it too.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The role they will hold; with a custom role, its base role. */
    role: text("role", { enum: MEMBER_ROLES }).notNull(),
    customRoleId: uuid("custom_role_id").references(() => customRoles.id, { onDelete: "no action" }),
    /** The invitee's account in the user pool. */
    userSub: text("user_sub").notNull(),
    invitedBy: text("invited_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** When the temporary password was last sent (the invitation, or a resend). */
    sentAt: at("sent_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [
    unique("invitations_organisation_id_email_unique").on(table.organisationId, table.email),
    index("invitations_user_sub_index").on(table.userSub),
    check("invitations_role_check", sql`${table.role} in (${memberRoleList()})`),
  ],
);

/** A member's role in one project, for a member limited to some projects (memberships.has_all_projects false). */
export const projectMembers = pgTable(
  "project_members",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userSub: text("user_sub").notNull(),
    role: text("role", { enum: MEMBER_ROLES }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userSub] }),
    index("project_members_user_sub_index").on(table.userSub),
    check("project_members_role_check", sql`${table.role} in (${memberRoleList()})`),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
export type ProjectMember = typeof projectMembers.$inferSelect;
