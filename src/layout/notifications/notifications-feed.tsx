// The bell's data, loaded after the page by notifications-panel.tsx (it
// brings the query cache and the API client): the signed-in user's
// notifications, asked for every minute while the page is visible. Opening
// one marks it read, makes its project the current one (a notification may
// be about another project of the organisation) and goes to its page.
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import type { NotificationResponse } from "../../../contract/notifications";
import { toApiError } from "../../api-client/api-error";
import { useNotificationsQuery, useReadAllNotificationsMutation, useReadNotificationMutation } from "../../api-client/notifications-queries";
import { QueryScope } from "../../api-client/query-scope";
import { useProjects } from "../../state/project";
import type { MenuAnchor } from "../use-menu-anchor";
import { NotificationsView, type NotificationsFeedState } from "./notifications-view";

/** Only the console's own pages: an href is the service's data, never a script or another site. */
function isConsolePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function NotificationsFeed({ panel }: { panel: MenuAnchor }) {
  return (
    <QueryScope>
      <NotificationsFeedContent panel={panel} />
    </QueryScope>
  );
}

function NotificationsFeedContent({ panel }: { panel: MenuAnchor }) {
  const query = useNotificationsQuery();
  const readOne = useReadNotificationMutation();
  const readAll = useReadAllNotificationsMutation();
  const { projects, selectProject } = useProjects();

  let feed: NotificationsFeedState;
  if (query.data !== undefined) feed = { status: "ready", notifications: query.data.notifications, unread: query.data.unread };
  else if (query.isError && !query.isFetching) feed = { status: "failed", message: query.error.message };
  else feed = { status: "loading" };

  const open = (notification: NotificationResponse) => {
    if (!notification.read) readOne.mutate(notification.id);
    const current = projects.status === "ready" ? projects.current?.id : undefined;
    if (current !== notification.projectId) selectProject(notification.projectId);
    panel.close();
    if (isConsolePath(notification.href)) void navigate(notification.href);
  };

  return (
    <NotificationsView
      panel={panel}
      feed={feed}
      onOpen={open}
      onRetry={() => void query.refetch()}
      isReadingAll={readAll.isPending}
      onReadAll={() => {
        readAll.mutate(undefined, { onError: (error) => toast.error(`The notifications could not be marked read: ${toApiError(error).message}`) });
        // Closed, as the disabled button would otherwise leave the keyboard's focus nowhere; the bell shows the count drop.
        panel.close();
      }}
    />
  );
}
