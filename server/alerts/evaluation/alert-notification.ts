// How an alert's change looks in the bell (contract/notifications.ts): a
// warning triangle in the error colour while firing, a check mark in the
// success colour once resolved, linking to the rule on the Alerting page.
import type { NotificationContent } from "../../notifications/notify-members";
import { ruleHref } from "./alert-links";
import type { AlertText } from "./describe-alert";

export function alertNotification(event: "firing" | "resolved", ruleId: string, text: AlertText): NotificationContent {
  const isFiring = event === "firing";
  return {
    kind: isFiring ? "alert.firing" : "alert.resolved",
    title: text.title,
    subtitle: text.subtitle,
    avatarIcon: isFiring ? "tabler:alert-triangle" : "tabler:circle-check",
    avatarColor: isFiring ? "error" : "success",
    avatarAlt: isFiring ? "Alert firing" : "Alert resolved",
    href: ruleHref(ruleId),
  };
}
