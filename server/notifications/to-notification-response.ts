// A notifications row as the bell shows it (contract/notifications.ts).
import type { NotificationResponse } from "../../contract/notifications";
import type { NotificationRow } from "../db/schema";

export function toNotificationResponse(row: NotificationRow): NotificationResponse {
  return {
    id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    title: row.title,
    subtitle: row.subtitle,
    createdAt: row.createdAt.toISOString(),
    ...(row.avatarIcon === null ? {} : { avatarIcon: row.avatarIcon }),
    ...(row.avatarColor === null ? {} : { avatarColor: row.avatarColor }),
    avatarAlt: row.avatarAlt,
    href: row.href,
    read: row.readAt !== null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
