// /api/projects/:projectId/alerts: rules on a project's metrics, checked every
// minute by a periodic job (server/alerts/), each with its state (ok, pending,
// firing) and the history of its changes; and the channels a rule notifies
// besides the console's bell: e-mail and signed webhooks.
import { z } from "zod";
import { projectParamsSchema } from "./projects";
import { CollectionName } from "./qdrant/collection-names";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

/**
 * What a rule watches, and its unit:
 * - request_rate: data-plane calls per second over the window
 * - error_rate: the share of calls answered 4xx or 5xx, in percent
 * - latency_p95, latency_p99: milliseconds
 * - vectors: points stored (the last sample), storage: bytes on disk (the last sample)
 * - allowance_share: the organisation's API calls this month, in percent of the plan's allowance
 */
export const ALERT_METRICS = ["request_rate", "error_rate", "latency_p95", "latency_p99", "vectors", "storage", "allowance_share"] as const;
export type AlertMetric = (typeof ALERT_METRICS)[number];

export const ALERT_METRIC_UNITS: Readonly<Record<AlertMetric, string>> = {
  request_rate: "req/s",
  error_rate: "%",
  latency_p95: "ms",
  latency_p99: "ms",
  vectors: "points",
  storage: "bytes",
  allowance_share: "%",
};

/** What the console calls each metric (the rule form's Metric choices); messages people read use these, not the ids. */
export const ALERT_METRIC_LABELS: Readonly<Record<AlertMetric, string>> = {
  request_rate: "Request rate",
  error_rate: "Error rate",
  latency_p95: "p95 latency",
  latency_p99: "p99 latency",
  vectors: "Points stored",
  storage: "Storage",
  allowance_share: "Allowance used",
};

/** Metrics of calls: they take a collection and an API key. Sizes take a collection only; the allowance neither. */
export const CALL_METRICS: readonly AlertMetric[] = ["request_rate", "error_rate", "latency_p95", "latency_p99"];
export const SIZE_METRICS: readonly AlertMetric[] = ["vectors", "storage"];

export const ALERT_COMPARISONS = ["above", "below"] as const;
export type AlertComparison = (typeof ALERT_COMPARISONS)[number];

export const ALERT_STATES = ["ok", "pending", "firing"] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** The window a metric is measured over, and how long a breach must hold: minutes. */
export const ALERT_WINDOW_MINUTES_MAX = 1440;
export const ALERT_FOR_MINUTES_MAX = 1440;
export const ALERT_RULES_MAX = 100;
export const ALERT_CHANNELS_MAX = 20;
export const ALERT_NAME_MAX_LENGTH = 100;
/** A mute lasts at most 30 days. */
export const ALERT_MUTE_MINUTES_MAX = 30 * 1440;

const idSchema = z.uuid({ error: "expected an id (a UUID)" });
const dateTime = z.iso.datetime({ offset: true });

// Messages name the fields by the rule form's labels (Name, Metric, Threshold, Window, For); the service prefixes the field's id.
const ruleNameSchema = withoutNul(
  z.string().trim().min(1, "Name must not be empty").max(ALERT_NAME_MAX_LENGTH, `Name must be at most ${ALERT_NAME_MAX_LENGTH} characters`),
  "name",
);

const ruleFields = {
  name: ruleNameSchema,
  metric: z.enum(ALERT_METRICS, { error: `Metric must be one of ${ALERT_METRICS.join(", ")}` }),
  /** Only the calls to, or the size of, this collection; null for the whole project. */
  collection: CollectionName.nullable().default(null),
  /** Only the calls made with this API key (call metrics only); null for every caller. */
  apiKeyId: idSchema.nullable().default(null),
  comparison: z.enum(ALERT_COMPARISONS, { error: "Comparison must be above or below" }),
  threshold: z.number({ error: "Threshold must be a number" }).finite("Threshold must be a finite number").nonnegative("Threshold must not be negative"),
  windowMinutes: z
    .number({ error: "Window must be a number of minutes" })
    .int("Window must be a whole number of minutes")
    .min(1, "Window must be at least 1 minute")
    .max(ALERT_WINDOW_MINUTES_MAX, `Window must be at most ${ALERT_WINDOW_MINUTES_MAX} minutes (a day)`),
  /** How long the condition must hold before the rule fires (pending meanwhile); 0 fires at the first breach. */
  forMinutes: z
    .number({ error: "For must be a number of minutes" })
    .int("For must be a whole number of minutes")
    .min(0, "For must not be negative (0 fires at the first breach)")
    .max(ALERT_FOR_MINUTES_MAX, `For must be at most ${ALERT_FOR_MINUTES_MAX} minutes (a day)`),
  /** The channels notified besides the bell (every member of the organisation sees the bell's notifications). */
  channelIds: z.array(idSchema).max(ALERT_CHANNELS_MAX, `at most ${ALERT_CHANNELS_MAX} channels`).default([]),
};

/** What only some metrics take: a key for call metrics, a collection for call and size metrics. */
function checkScope(rule: { metric?: AlertMetric; collection?: string | null; apiKeyId?: string | null }, context: z.RefinementCtx): void {
  if (rule.metric === undefined) return;
  if (rule.apiKeyId != null && !CALL_METRICS.includes(rule.metric)) {
    context.addIssue({ code: "custom", path: ["apiKeyId"], message: `An API key applies to the calls' metrics only (request rate, error rate, latency), not to ${ALERT_METRIC_LABELS[rule.metric]}` });
  }
  if (rule.collection != null && rule.metric === "allowance_share") {
    context.addIssue({ code: "custom", path: ["collection"], message: `A collection does not apply to ${ALERT_METRIC_LABELS.allowance_share}: the allowance counts the whole organisation` });
  }
  if ((rule.metric === "error_rate" || rule.metric === "allowance_share") && "threshold" in rule && typeof rule.threshold === "number" && rule.threshold > 100) {
    context.addIssue({ code: "custom", path: ["threshold"], message: `Threshold is a percentage for ${ALERT_METRIC_LABELS[rule.metric]}: at most 100` });
  }
}

/** POST .../alerts/rules */
export const createAlertRuleBodySchema = z.strictObject(ruleFields).superRefine(checkScope);
export type CreateAlertRuleBody = z.input<typeof createAlertRuleBodySchema>;

/** PATCH .../alerts/rules/{ruleId}: any field; the metric's scope is checked against the whole rule by the service. */
export const updateAlertRuleBodySchema = z
  .strictObject({
    name: ruleFields.name,
    metric: ruleFields.metric,
    collection: CollectionName.nullable(),
    apiKeyId: idSchema.nullable(),
    comparison: ruleFields.comparison,
    threshold: ruleFields.threshold,
    windowMinutes: ruleFields.windowMinutes,
    forMinutes: ruleFields.forMinutes,
    channelIds: z.array(idSchema).max(ALERT_CHANNELS_MAX, `at most ${ALERT_CHANNELS_MAX} channels`),
  })
  .partial()
  .superRefine(checkScope);
export type UpdateAlertRuleBody = z.input<typeof updateAlertRuleBodySchema>;

/** POST .../alerts/rules/{ruleId}/mute: for a number of minutes; `{"minutes": 0}` unmutes. */
export const muteAlertRuleBodySchema = z.strictObject({
  minutes: z
    .number({ error: "minutes must be a number" })
    .int("minutes must be a whole number")
    .min(0, "minutes must not be negative")
    .max(ALERT_MUTE_MINUTES_MAX, `minutes must be at most ${ALERT_MUTE_MINUTES_MAX} (30 days)`),
});
export type MuteAlertRuleBody = z.infer<typeof muteAlertRuleBodySchema>;

export const alertRuleSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    metric: z.enum(ALERT_METRICS),
    collection: z.string().nullable(),
    apiKeyId: z.uuid().nullable(),
    comparison: z.enum(ALERT_COMPARISONS),
    threshold: z.number(),
    windowMinutes: z.number().int(),
    forMinutes: z.number().int(),
    channelIds: z.array(z.uuid()),
    state: z.enum(ALERT_STATES),
    /** When the rule entered its state. */
    stateSince: dateTime,
    /** The metric's value at the last check (null before the first, or with no calls to measure a rate or latency). */
    lastValue: z.number().nullable(),
    lastCheckedAt: dateTime.nullable(),
    /** Notifications are held back until then; the rule is still checked. */
    mutedUntil: dateTime.nullable(),
    createdAt: dateTime,
  })
  .meta({ id: "AlertRule" });
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRuleResponseSchema = z.object({ rule: alertRuleSchema });
export const listAlertRulesResponseSchema = z.object({ rules: z.array(alertRuleSchema) });
export type ListAlertRulesResponse = z.infer<typeof listAlertRulesResponseSchema>;

export const alertTransitionSchema = z
  .object({
    id: z.uuid(),
    from: z.enum(ALERT_STATES),
    to: z.enum(ALERT_STATES),
    /** The value that caused it (null: no calls in the window). */
    value: z.number().nullable(),
    threshold: z.number(),
    at: dateTime,
  })
  .meta({ id: "AlertTransition" });
export type AlertTransition = z.infer<typeof alertTransitionSchema>;
export const alertHistoryResponseSchema = z.object({ transitions: z.array(alertTransitionSchema) });
export type AlertHistoryResponse = z.infer<typeof alertHistoryResponseSchema>;

// Channels.

export const ALERT_CHANNEL_KINDS = ["email", "webhook"] as const;
export type AlertChannelKind = (typeof ALERT_CHANNEL_KINDS)[number];
export const EMAIL_CHANNEL_ADDRESSES_MAX = 10;
/** Webhook deliveries carry these headers: the signature of `${timestamp}.${body}`, and the timestamp (seconds). */
export const WEBHOOK_SIGNATURE_HEADER = "x-vdb-signature";
export const WEBHOOK_TIMESTAMP_HEADER = "x-vdb-timestamp";
/** The signature header's value: `v1=` and the hex HMAC-SHA256 with the channel's secret. */
export const WEBHOOK_SIGNATURE_PREFIX = "v1=";

const channelNameSchema = withoutNul(
  z.string().trim().min(1, "Name must not be empty").max(ALERT_NAME_MAX_LENGTH, `Name must be at most ${ALERT_NAME_MAX_LENGTH} characters`),
  "name",
);

const webhookUrlSchema = z
  .string({ error: "URL must be text" })
  .max(2048, "URL must be at most 2048 characters")
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), "URL must be an http or https URL");

const emailChannelFields = z.strictObject({
  kind: z.literal("email"),
  name: channelNameSchema,
  addresses: z
    .array(z.email({ error: "Addresses must be e-mail addresses" }).max(254, "An address must be at most 254 characters"))
    .min(1, "Addresses must hold at least one address")
    .max(EMAIL_CHANNEL_ADDRESSES_MAX, `at most ${EMAIL_CHANNEL_ADDRESSES_MAX} addresses`),
});
const webhookChannelFields = z.strictObject({ kind: z.literal("webhook"), name: channelNameSchema, url: webhookUrlSchema });

/** POST .../alerts/channels */
export const createAlertChannelBodySchema = z.discriminatedUnion("kind", [emailChannelFields, webhookChannelFields], {
  error: "kind must be email or webhook",
});
export type CreateAlertChannelBody = z.infer<typeof createAlertChannelBodySchema>;

/** PATCH .../alerts/channels/{channelId}: its name, addresses (e-mail) or URL (webhook); `rotateSecret` gives a webhook a new secret. */
export const updateAlertChannelBodySchema = z.strictObject({
  name: channelNameSchema.optional(),
  addresses: emailChannelFields.shape.addresses.optional(),
  url: webhookUrlSchema.optional(),
  rotateSecret: z.literal(true).optional(),
});
export type UpdateAlertChannelBody = z.infer<typeof updateAlertChannelBodySchema>;

/** POST .../alerts/channels/{channelId}/test: no body (an empty object is accepted). */
export const testAlertChannelBodySchema = z.strictObject({}).optional();

export const alertChannelSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(ALERT_CHANNEL_KINDS),
    name: z.string(),
    /** E-mail: where it sends. */
    addresses: z.array(z.string()).optional(),
    /** Webhook: where it posts. */
    url: z.string().optional(),
    /** Webhook: the secret's last four characters, to tell it apart. */
    secretHint: z.string().optional(),
    createdAt: dateTime,
  })
  .meta({ id: "AlertChannel" });
export type AlertChannel = z.infer<typeof alertChannelSchema>;

export const alertChannelResponseSchema = z.object({
  channel: alertChannelSchema,
  /** Webhook, on creation and rotation only: the signing secret, shown once. */
  secret: z.string().optional(),
});
export type AlertChannelResponse = z.infer<typeof alertChannelResponseSchema>;
export const listAlertChannelsResponseSchema = z.object({ channels: z.array(alertChannelSchema) });
export type ListAlertChannelsResponse = z.infer<typeof listAlertChannelsResponseSchema>;

export const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const alertDeliverySchema = z
  .object({
    id: z.uuid(),
    channelId: z.uuid(),
    /** The rule whose change it tells of; null for a test. */
    ruleId: z.uuid().nullable(),
    event: z.enum(["firing", "resolved", "test"]),
    state: z.enum(DELIVERY_STATES),
    attempts: z.number().int().nonnegative(),
    /** The receiver's last HTTP status (webhook), or null. */
    lastStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    /** When the next attempt is due (pending), or null. */
    nextAttemptAt: dateTime.nullable(),
    createdAt: dateTime,
    deliveredAt: dateTime.nullable(),
  })
  .meta({ id: "AlertDelivery" });
export type AlertDelivery = z.infer<typeof alertDeliverySchema>;
export const listAlertDeliveriesResponseSchema = z.object({ deliveries: z.array(alertDeliverySchema) });
export type ListAlertDeliveriesResponse = z.infer<typeof listAlertDeliveriesResponseSchema>;

/** What a webhook receives (JSON), signed. */
export const webhookPayloadSchema = z
  .object({
    id: z.uuid().meta({ description: "The delivery's id: the same on every retry" }),
    event: z.enum(["firing", "resolved", "test"]),
    project: z.object({ id: z.uuid(), name: z.string() }),
    rule: alertRuleSchema.pick({ id: true, name: true, metric: true, collection: true, apiKeyId: true, comparison: true, threshold: true, windowMinutes: true }).nullable(),
    value: z.number().nullable(),
    at: dateTime,
    /** The console's page for the rule. */
    url: z.string(),
  })
  .meta({ id: "WebhookPayload" });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

const ruleParamsSchema = projectParamsSchema.extend({ ruleId: idSchema });
const channelParamsSchema = projectParamsSchema.extend({ channelId: idSchema });

export const alertRoutes = {
  listRules: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/alerts/rules",
    summary: "The project's alert rules with their states",
    access: ["alert", "read"],
    params: projectParamsSchema,
    replies: { 200: listAlertRulesResponseSchema },
    errors: [404],
  }),
  createRule: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/alerts/rules",
    summary: "Add an alert rule: a metric, a comparison and threshold over a window, how long it must hold, and the channels to notify",
    access: ["alert", "create"],
    audit: "alertRule.create",
    params: projectParamsSchema,
    body: createAlertRuleBodySchema,
    replies: { 201: alertRuleResponseSchema },
    errors: [404, 409],
  }),
  getRule: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/alerts/rules/{ruleId}",
    summary: "One alert rule",
    access: ["alert", "read"],
    params: ruleParamsSchema,
    replies: { 200: alertRuleResponseSchema },
    errors: [404],
  }),
  updateRule: declareRoute({
    method: "PATCH",
    path: "/api/projects/{projectId}/alerts/rules/{ruleId}",
    summary: "Change an alert rule; a changed condition starts it again from ok",
    access: ["alert", "update"],
    audit: "alertRule.update",
    params: ruleParamsSchema,
    body: updateAlertRuleBodySchema,
    replies: { 200: alertRuleResponseSchema },
    errors: [404],
  }),
  deleteRule: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}/alerts/rules/{ruleId}",
    summary: "Delete an alert rule and its history",
    access: ["alert", "delete"],
    audit: "alertRule.delete",
    params: ruleParamsSchema,
    replies: { 204: null },
    errors: [404],
  }),
  muteRule: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/alerts/rules/{ruleId}/mute",
    summary: "Hold back a rule's notifications for some minutes (0 unmutes); it is still checked",
    access: ["alert", "update"],
    audit: "alertRule.mute",
    params: ruleParamsSchema,
    body: muteAlertRuleBodySchema,
    replies: { 200: alertRuleResponseSchema },
    errors: [404],
  }),
  ruleHistory: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/alerts/rules/{ruleId}/history",
    summary: "A rule's changes of state, newest first (the last 100)",
    access: ["alert", "read"],
    params: ruleParamsSchema,
    replies: { 200: alertHistoryResponseSchema },
    errors: [404],
  }),
  listChannels: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/alerts/channels",
    summary: "The project's notification channels (e-mail, webhooks)",
    access: ["alert", "read"],
    params: projectParamsSchema,
    replies: { 200: listAlertChannelsResponseSchema },
    errors: [404],
  }),
  createChannel: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/alerts/channels",
    summary: "Add a channel; a webhook's signing secret is in the reply, once",
    access: ["alert", "create"],
    audit: "alertChannel.create",
    params: projectParamsSchema,
    body: createAlertChannelBodySchema,
    replies: { 201: alertChannelResponseSchema },
    errors: [404, 409],
  }),
  updateChannel: declareRoute({
    method: "PATCH",
    path: "/api/projects/{projectId}/alerts/channels/{channelId}",
    summary: "Change a channel, or give a webhook a new secret (in the reply, once)",
    access: ["alert", "update"],
    audit: "alertChannel.update",
    params: channelParamsSchema,
    body: updateAlertChannelBodySchema,
    replies: { 200: alertChannelResponseSchema },
    errors: [404],
  }),
  deleteChannel: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}/alerts/channels/{channelId}",
    summary: "Delete a channel; rules stop notifying it",
    access: ["alert", "delete"],
    audit: "alertChannel.delete",
    params: channelParamsSchema,
    replies: { 204: null },
    errors: [404],
  }),
  testChannel: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/alerts/channels/{channelId}/test",
    summary: "Send a test notification through the channel now; the delivery is in the reply and in the channel's log",
    access: ["alert", "update"],
    params: channelParamsSchema,
    body: testAlertChannelBodySchema,
    replies: { 200: z.object({ delivery: alertDeliverySchema }) },
    errors: [404],
  }),
  channelDeliveries: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/alerts/channels/{channelId}/deliveries",
    summary: "The channel's deliveries with their status, newest first (the last 100)",
    access: ["alert", "read"],
    params: channelParamsSchema,
    replies: { 200: listAlertDeliveriesResponseSchema },
    errors: [404],
  }),
};
