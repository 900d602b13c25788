// A notification's avatar (SPEC.md section 3): its image, icon or text, in its
// colour, named by its alt text. The service names an icon; the console ships
// only the icons its source names (gatsby/icon-subset.js), so an icon it does
// not know falls back to the one of the notification's kind.
import Avatar from "@mui/material/Avatar";
import type { NotificationResponse } from "../../../contract/notifications";
import { Icon } from "../../icons/icon";

const KNOWN_ICONS: ReadonlySet<string> = new Set(["tabler:alert-triangle", "tabler:circle-check", "tabler:bell-ringing", "tabler:bell", "tabler:info-circle"]);

function iconOf(notification: NotificationResponse): string {
  if (notification.avatarIcon !== undefined && KNOWN_ICONS.has(notification.avatarIcon)) return notification.avatarIcon;
  return notification.kind === "alert.resolved" ? "tabler:circle-check" : "tabler:alert-triangle";
}

export function NotificationAvatar({ notification }: { notification: NotificationResponse }) {
  const color = notification.avatarColor ?? (notification.kind === "alert.resolved" ? "success" : "error");
  const sx = { bgcolor: `${color}.main`, color: `${color}.contrastText` };
  if (notification.avatarImg) return <Avatar src={notification.avatarImg} alt={notification.avatarAlt} />;
  if (notification.avatarText && !notification.avatarIcon) {
    return (
      <Avatar sx={sx} role="img" aria-label={notification.avatarAlt}>
        {notification.avatarText.slice(0, 2).toUpperCase()}
      </Avatar>
    );
  }
  return (
    <Avatar sx={sx} role="img" aria-label={notification.avatarAlt}>
      <Icon icon={iconOf(notification)} />
    </Avatar>
  );
}
