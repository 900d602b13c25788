// One notification: avatar, title, subtitle and when (SPEC.md section 3), as
// a link to what it is about. Unread ones stand out in weight and with a "New"
// label, and a resolved alert says so, in words as well as colour.
import type { MouseEvent } from "react";
import { withPrefix } from "gatsby";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import type { NotificationResponse } from "../../../contract/notifications";
import { NotificationAvatar } from "./notification-avatar";
import { formatAgo, formatWhen } from "../../components/times";

export interface NotificationItemProps {
  notification: NotificationResponse;
  onOpen: (notification: NotificationResponse) => void;
}

/** A click with a modifier (new tab, new window) is the browser's own. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const isUnread = !notification.read;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component="a"
        href={withPrefix(notification.href)}
        alignItems="flex-start"
        onClick={(event: MouseEvent) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(notification);
        }}
        sx={{ gap: 1, bgcolor: isUnread ? "action.hover" : undefined }}
      >
        <ListItemAvatar sx={{ mt: 0.5 }}>
          <NotificationAvatar notification={notification} />
        </ListItemAvatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: isUnread ? 600 : 400, color: "text.primary" }}>
              {notification.title}
            </Typography>
            {isUnread ? <Chip size="small" color="primary" label="New" /> : null}
            {notification.resolvedAt !== null ? <Chip size="small" color="success" variant="outlined" label="Resolved" /> : null}
          </Box>
          <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
            {notification.subtitle}
          </Typography>
          <Typography component="time" variant="caption" dateTime={notification.createdAt} title={formatWhen(notification.createdAt)} sx={{ color: "text.disabled" }}>
            {formatAgo(notification.createdAt)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
