// The notifications of the top bar (SPEC.md section 3). The list starts empty:
// no notification source exists yet.
import { useCallback } from "react";
import { atom, useRecoilState } from "recoil";
import type { ThemeColor } from "./settings-rules";

export interface Notification {
  title: string;
  subtitle: string;
  /** When it happened, as shown ("Today", "2 hours ago"). */
  meta: string;
  avatarImg?: string;
  /** A "tabler:<name>" icon. */
  avatarIcon?: string;
  avatarText?: string;
  avatarColor?: ThemeColor;
  avatarAlt?: string;
}

const notificationsState = atom<readonly Notification[]>({ key: "notifications", default: [] });

export function useNotifications(): { notifications: readonly Notification[]; readAll: () => void } {
  const [notifications, setNotifications] = useRecoilState(notificationsState);
  const readAll = useCallback(() => setNotifications([]), [setNotifications]);
  return { notifications, readAll };
}
