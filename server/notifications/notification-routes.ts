// /api/notifications: the signed-in user's bell, across the projects of the
// organisation they act in (contract/notifications.ts). Read state is each
// user's own; another user's notification does not exist here.
import { notificationRoutes } from "../../contract/notifications";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { markAllRead, markRead } from "./notification-store";
import type { ApiRouter } from "../api-router/api-router";
import { listNotifications } from "./list-notifications";

export function registerNotificationRoutes(route: ApiRouter, { db }: { db: Database }): void {
  // GET /api/notifications: newest first, with the count of unread ones
  route(notificationRoutes.list, async ({ user, organisation, query }) => ({
    status: 200,
    body: await listNotifications(db, { userSub: user.sub, organisationId: organisation.id }, query.limit),
  }));

  // POST /api/notifications/read-all: every one read
  route(notificationRoutes.readAll, async ({ user, organisation }) => {
    await markAllRead(db, { userSub: user.sub, organisationId: organisation.id }, new Date());
    return { status: 204 };
  });

  // POST /api/notifications/{notificationId}/read: one read
  route(notificationRoutes.read, async ({ user, organisation, params }) => {
    if (!(await markRead(db, { userSub: user.sub, organisationId: organisation.id }, params.notificationId, new Date()))) {
      throw new AppError("not_found", "No such notification");
    }
    return { status: 204 };
  });
}
