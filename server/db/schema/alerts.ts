// What alerting keeps (server/alerts/, server/notifications/): a project's
// rules on its metrics with their state, each rule's changes of state, the
// channels rules notify (e-mail, signed webhooks) with their deliveries, and
// the bell's notifications, one row per member of the organisation.
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ALERT_CHANNEL_KINDS, ALERT_COMPARISONS, ALERT_METRICS, ALERT_STATES, DELIVERY_STATES, type WebhookPayload } from "../../../contract/alerts";
import { NOTIFICATION_COLORS } from "../../../contract/notifications";
import { apiKeys } from "./data-plane";
import { projects } from "./organisations";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => at("created_at").notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const alertRules = pgTable(
  "alert_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    metric: text("metric", { enum: ALERT_METRICS }).notNull(),
    /** Null: the whole project. */
    collection: text("collection"),
    /** Null: every caller. Keys are never deleted but with their project (revoked ones stay). */
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "cascade" }),
    comparison: text("comparison", { enum: ALERT_COMPARISONS }).notNull(),
    threshold: doublePrecision("threshold").notNull(),
    windowMinutes: integer("window_minutes").notNull(),
    forMinutes: integer("for_minutes").notNull(),
    /** In the order given; a channel deleted is removed from every rule in the same transaction. */
    channelIds: uuid("channel_ids").array().notNull().default(sql`'{}'::uuid[]`),
    state: text("state", { enum: ALERT_STATES }).notNull().default("ok"),
    stateSince: at("state_since").notNull().defaultNow(),
    lastValue: doublePrecision("last_value"),
    lastCheckedAt: at("last_checked_at"),
    mutedUntil: at("muted_until"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("alert_rules_project_id_index").on(table.projectId),
    check("alert_rules_metric_check", sql`${table.metric} in (${inList(ALERT_METRICS)})`),
    check("alert_rules_comparison_check", sql`${table.comparison} in (${inList(ALERT_COMPARISONS)})`),
    check("alert_rules_state_check", sql`${table.state} in (${inList(ALERT_STATES)})`),
  ],
);

/** Every change of a rule's state; deleted with the rule. */
export const alertTransitions = pgTable(
  "alert_transitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ruleId: uuid("rule_id")
      .notNull()
      .references(() => alertRules.id, { onDelete: "cascade" }),
    fromState: text("from_state", { enum: ALERT_STATES }).notNull(),
    toState: text("to_state", { enum: ALERT_STATES }).notNull(),
    /** Null: no calls in the window (or the condition was changed by hand). */
    value: doublePrecision("value"),
    threshold: doublePrecision("threshold").notNull(),
    at: at("at").notNull(),
  },
  (table) => [index("alert_transitions_rule_id_at_index").on(table.ruleId, table.at)],
);

export const alertChannels = pgTable(
  "alert_channels",
  {
    /** Made by the service before the insert: a webhook's sealed secret is bound to it. */
    id: uuid("id").primaryKey(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ALERT_CHANNEL_KINDS }).notNull(),
    name: text("name").notNull(),
    /** E-mail only. */
    addresses: text("addresses").array(),
    /** Webhook only. */
    url: text("url"),
    /** Webhook only: the signing secret, sealed with a key derived from the service's secret (server/alerts/delivery/webhook-secret.ts). */
    secretSealed: text("secret_sealed"),
    /** Its last four characters, to tell it apart. */
    secretHint: text("secret_hint"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("alert_channels_project_id_index").on(table.projectId),
    check("alert_channels_kind_check", sql`${table.kind} in (${inList(ALERT_CHANNEL_KINDS)})`),
  ],
);

export const DELIVERY_EVENTS = ["firing", "resolved", "test"] as const;

/**
 * One notification sent through one channel, with its attempts: what the
 * retry sweep reads (pending ones whose next_attempt_at has come). The
 * payload is fixed at creation, so every retry sends the same body.
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    /** The payload's id: made before the insert. */
    id: uuid("id").primaryKey(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => alertChannels.id, { onDelete: "cascade" }),
    /** Kept when the rule is deleted (set null): the channel's log still shows what was sent. Null for a test. */
    ruleId: uuid("rule_id").references(() => alertRules.id, { onDelete: "set null" }),
    event: text("event", { enum: DELIVERY_EVENTS }).notNull(),
    state: text("state", { enum: DELIVERY_STATES }).notNull().default("pending"),
    /** The webhook's body (contract/alerts.ts webhookPayloadSchema). */
    payload: jsonb("payload").$type<WebhookPayload>().notNull(),
    /** The e-mail's subject and text (the bell's title and subtitle). */
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    /** Pending: when the next attempt is due; while one is under way, when its lease ends. */
    nextAttemptAt: at("next_attempt_at"),
    createdAt: createdAt(),
    deliveredAt: at("delivered_at"),
  },
  (table) => [
    index("alert_deliveries_channel_id_created_at_index").on(table.channelId, table.createdAt),
    // A rule deleted sets its deliveries' rule_id to null.
    index("alert_deliveries_rule_id_index").on(table.ruleId),
    // The sweep's path: only pending rows are indexed.
    index("alert_deliveries_due_index").on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
    check("alert_deliveries_state_check", sql`${table.state} in (${inList(DELIVERY_STATES)})`),
    check("alert_deliveries_event_check", sql`${table.event} in (${inList(DELIVERY_EVENTS)})`),
  ],
);

export const NOTIFICATION_KINDS = ["alert.firing", "alert.resolved"] as const;

/** The bell: one row per user per event; read state is the user's own. Deleted with the rule it tells of. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userSub: text("user_sub").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    ruleId: uuid("rule_id").references(() => alertRules.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull(),
    avatarIcon: text("avatar_icon"),
    avatarColor: text("avatar_color", { enum: NOTIFICATION_COLORS }),
    avatarAlt: text("avatar_alt").notNull(),
    href: text("href").notNull(),
    readAt: at("read_at"),
    resolvedAt: at("resolved_at"),
    createdAt: createdAt(),
  },
  (table) => [
    // The bell's list and its unread count, per user, newest first.
    index("notifications_user_sub_created_at_index").on(table.userSub, table.createdAt),
    // A rule resolved marks its firing notifications; a rule or project deleted takes its own.
    index("notifications_rule_id_index").on(table.ruleId),
    index("notifications_project_id_index").on(table.projectId),
    check("notifications_kind_check", sql`${table.kind} in (${inList(NOTIFICATION_KINDS)})`),
  ],
);

export type AlertRuleRow = typeof alertRules.$inferSelect;
export type AlertTransitionRow = typeof alertTransitions.$inferSelect;
export type AlertChannelRow = typeof alertChannels.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
