// /api/notifications: what the top bar's bell lists for the signed-in user
// (SPEC.md section 3's fields), across the projects of their organisation:
// alerts firing and resolved today; each links to what it is about. Read state
// is the user's own.
import { z } from "zod";
import { declareRoute } from "./route";

export const NOTIFICATION_COLORS = ["primary", "secondary", "success", "error", "warning", "info"] as const;
export const NOTIFICATIONS_LIST_MAX = 50;

export const notificationSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    /** What it tells of: an alert firing, or one resolved. */
    kind: z.enum(["alert.firing", "alert.resolved"]),
    title: z.string(),
    subtitle: z.string(),
    /** The console shows it as "2 hours ago" (the SPEC's meta). */
    createdAt: z.iso.datetime({ offset: true }),
    avatarIcon: z.string().optional(),
    avatarText: z.string().optional(),
    avatarImg: z.string().optional(),
    avatarColor: z.enum(NOTIFICATION_COLORS).optional(),
    avatarAlt: z.string(),
    /** The console page it is about (path and query, e.g. /alerting?rule=...). */
    href: z.string(),
    read: z.boolean(),
    /** For an alert: when its condition cleared (the notification then reads as resolved), or null. */
    resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Notification" });
export type NotificationResponse = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(NOTIFICATIONS_LIST_MAX, `limit must be at most ${NOTIFICATIONS_LIST_MAX}`)
    .optional(),
});

export const listNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Unread ones in all (the badge), which may be more than are listed. */
  unread: z.number().int().nonnegative(),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

/** POST .../read-all and .../{notificationId}/read: no body (an empty object is accepted). */
export const readNotificationsBodySchema = z.strictObject({}).optional();

export const notificationParamsSchema = z.strictObject({ notificationId: z.uuid({ error: "expected a notification id (a UUID)" }) });

export const notificationRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/notifications",
    summary: "The signed-in user's notifications, newest first, with the count of unread ones",
    access: ["notification", "read"],
    query: listNotificationsQuerySchema,
    replies: { 200: listNotificationsResponseSchema },
  }),
  readAll: declareRoute({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Mark every notification of the signed-in user read",
    access: ["notification", "read"],
    body: readNotificationsBodySchema,
    replies: { 204: null },
  }),
  read: declareRoute({
    method: "POST",
    path: "/api/notifications/{notificationId}/read",
    summary: "Mark one notification read",
    access: ["notification", "read"],
    params: notificationParamsSchema,
    body: readNotificationsBodySchema,
    replies: { 204: null },
    errors: [404],
  }),
};
