// The bell's list: the newest notifications of the signed-in user, and how
// many are unread in all (the badge may count more than are listed).
import type { ListNotificationsResponse } from "../../contract/notifications";
import type { Database } from "../db/client";
import { countUnread, listNotifications as listRows, type NotificationOwner } from "./notification-store";
import { toNotificationResponse } from "./to-notification-response";

export const DEFAULT_NOTIFICATIONS_LIMIT = 20;

export async function listNotifications(db: Database, owner: NotificationOwner, limit = DEFAULT_NOTIFICATIONS_LIMIT): Promise<ListNotificationsResponse> {
  const [rows, unread] = await Promise.all([listRows(db, owner, limit), countUnread(db, owner)]);
  return { notifications: rows.map(toNotificationResponse), unread };
}
