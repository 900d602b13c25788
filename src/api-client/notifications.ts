// The signed-in user's notifications (contract/notifications.ts; type-only
// imports): what the top bar's bell lists, and marking them read.
import type { ListNotificationsResponse } from "../../contract/notifications";
import { apiClient } from "./client";

// GET /api/notifications: newest first, with the count of unread ones
export async function listNotifications(): Promise<ListNotificationsResponse> {
  return (await apiClient.get<ListNotificationsResponse>("/notifications")).data;
}

// POST /api/notifications/read-all
export async function readAllNotifications(): Promise<void> {
  await apiClient.post("/notifications/read-all", {});
}

// POST /api/notifications/{id}/read
export async function readNotification(notificationId: string): Promise<void> {
  await apiClient.post(`/notifications/${encodeURIComponent(notificationId)}/read`, {});
}
