// The bell of the top bar and its panel, as given: the count of unread
// notifications on the bell and in the "N New" chip, the list (or why it is
// empty, loading or failed), and "Read All Notifications", which stays in its
// place but is disabled while there is nothing unread. The data comes from
// notifications-feed.tsx, loaded after the page; this part holds no data.
import { useId } from "react";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import Typography from "@mui/material/Typography";
import type { NotificationResponse } from "../../../contract/notifications";
import { Icon } from "../../icons/icon";
import { TopBarPopover } from "../app-bar/top-bar-popover";
import { NOTIFICATIONS_LIST_MAX_HEIGHT, NOTIFICATIONS_WIDTH } from "../layout-constants";
import type { MenuAnchor } from "../use-menu-anchor";
import { NotificationItem } from "./notification-item";

export type NotificationsFeedState =
  | { status: "loading" }
  | { status: "failed"; message: string }
  | { status: "ready"; notifications: readonly NotificationResponse[]; unread: number };

export interface NotificationsViewProps {
  /** Kept above the view, so that the panel stays open when the data part replaces the placeholder. */
  panel: MenuAnchor;
  feed: NotificationsFeedState;
  onOpen?: (notification: NotificationResponse) => void;
  onReadAll?: () => void;
  onRetry?: () => void;
  isReadingAll?: boolean;
}

function NoNotifications({ id }: { id: string }) {
  return (
    <Box id={id} sx={{ px: 3, py: 4, textAlign: "center" }}>
      <Typography sx={{ fontWeight: 500 }}>No notifications yet</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
        Nothing to read: notices about your projects will appear here.
      </Typography>
    </Box>
  );
}

function FeedFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box role="alert" sx={{ px: 3, py: 3, textAlign: "center" }}>
      <Typography sx={{ fontWeight: 500 }}>The notifications could not be loaded</Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
        {message}
      </Typography>
      {onRetry ? (
        <Button size="small" onClick={onRetry} sx={{ mt: 1 }}>
          Retry
        </Button>
      ) : null}
    </Box>
  );
}

export function NotificationsView({ panel, feed, onOpen, onReadAll, onRetry, isReadingAll = false }: NotificationsViewProps) {
  const titleId = useId();
  const emptyId = useId();
  const notifications = feed.status === "ready" ? feed.notifications : [];
  const unread = feed.status === "ready" ? feed.unread : 0;
  const isEmpty = feed.status === "ready" && notifications.length === 0;

  let list;
  if (feed.status === "loading") list = <LinearProgress aria-label="Loading notifications" sx={{ m: 3 }} />;
  else if (feed.status === "failed") list = <FeedFailed message={feed.message} onRetry={onRetry} />;
  else if (isEmpty) list = <NoNotifications id={emptyId} />;
  else {
    list = (
      <List disablePadding aria-labelledby={titleId}>
        {notifications.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onOpen={(opened) => onOpen?.(opened)} />
        ))}
      </List>
    );
  }

  return (
    <>
      <IconButton color="inherit" aria-label={unread > 0 ? `Notifications, ${unread} new` : "Notifications"} {...panel.buttonProps}>
        <Badge color="error" badgeContent={unread} max={99} invisible={unread === 0}>
          <Icon icon="tabler:bell" />
        </Badge>
      </IconButton>
      <TopBarPopover popup={panel.popupProps} titleId={titleId} width={NOTIFICATIONS_WIDTH}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 3, py: 2, borderBottom: 1, borderColor: "divider" }}>
          <Typography id={titleId} variant="h6" component="h2">
            Notifications
          </Typography>
          {feed.status === "ready" ? <Chip size="small" color="primary" label={`${unread} New`} /> : null}
        </Box>
        <Box sx={{ maxHeight: NOTIFICATIONS_LIST_MAX_HEIGHT, overflowY: "auto" }}>{list}</Box>
        <Box sx={{ p: 2, borderTop: 1, borderColor: "divider" }}>
          <Button
            fullWidth
            variant="contained"
            disabled={unread === 0 || isReadingAll || onReadAll === undefined}
            aria-describedby={isEmpty ? emptyId : undefined}
            onClick={() => onReadAll?.()}
          >
            Read All Notifications
          </Button>
        </Box>
      </TopBarPopover>
    </>
  );
}
