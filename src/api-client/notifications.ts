// The signed-in user's notifications, each call built from its declaration
// (contract/notifications.ts; type-only imports): what the top bar's bell
// lists, and marking them read.
import type { ListNotificationsResponse, notificationRoutes } from "../../contract/notifications";
import { callRoute } from "./call-route";

type Routes = typeof notificationRoutes;

// Newest first, with the count of unread ones
export function listNotifications(): Promise<ListNotificationsResponse> {
  return callRoute<Routes["list"]>("GET /api/notifications");
}

export function readAllNotifications(): Promise<void> {
  return callRoute<Routes["readAll"]>("POST /api/notifications/read-all", { body: {} });
}

export function readNotification(notificationId: string): Promise<void> {
  return callRoute<Routes["read"]>("POST /api/notifications/{notificationId}/read", { params: { notificationId }, body: {} });
}
