// The bell's notifications in the query cache: asked for every minute while
// the page is visible (alerts are checked every minute), and marked read at
// once in the cache when the user reads them, so that the count drops without
// waiting for the service.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ListNotificationsResponse } from "../../contract/notifications";
import { listNotifications, readAllNotifications, readNotification } from "./notifications";
import { notificationKeys } from "./query-keys";

const POLL_MS = 60_000;

/** For a signed-in user only: the bell mounts its data part once there is a session to ask with. */
export function useNotificationsQuery() {
  return useQuery({ queryKey: notificationKeys.list(), queryFn: listNotifications, staleTime: 0, refetchInterval: POLL_MS });
}

function changeList(queryClient: QueryClient, change: (list: ListNotificationsResponse) => ListNotificationsResponse): void {
  queryClient.setQueryData<ListNotificationsResponse>(notificationKeys.list(), (list) => (list === undefined ? list : change(list)));
}

export function useReadNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onMutate: (notificationId) =>
      changeList(queryClient, (list) => {
        const isUnread = list.notifications.some((notification) => notification.id === notificationId && !notification.read);
        return {
          notifications: list.notifications.map((notification) => (notification.id === notificationId ? { ...notification, read: true } : notification)),
          unread: isUnread ? Math.max(0, list.unread - 1) : list.unread,
        };
      }),
    // Refused or not, the service's own count is what the badge shows next.
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function useReadAllNotificationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: () => changeList(queryClient, (list) => ({ notifications: list.notifications.map((notification) => ({ ...notification, read: true })), unread: 0 })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
