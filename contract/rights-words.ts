// The rights table in the words the console and the help centre use: a
// title for each resource ("API keys") and, where the table's action name says
// too little, what it lets one do ("revoke keys others made"). Shared by the
// Members tab's permissions list and the generated roles article.
import type { Resource } from "./rights";

export const RESOURCE_TITLES: Readonly<Record<Resource, string>> = {
  account: "Your own account",
  organisation: "The organisation",
  project: "Projects",
  apiKey: "API keys",
  job: "Jobs",
  upload: "Uploads",
  import: "Imports",
  model: "Models",
  metrics: "Metrics",
  alert: "Alerts",
  notification: "Notifications",
  backup: "Backups",
  notebook: "Notebooks",
  collection: "Collections and points",
  member: "Members",
  plan: "Plan",
  invoice: "Invoices",
  audit: "Activity log",
  role: "Custom roles",
};

/** Where the table's own action names say too little, by "resource.action". */
export const ACTION_WORDS: Readonly<Record<string, string>> = {
  "apiKey.delete": "revoke the keys they made",
  "apiKey.revokeAny": "revoke keys others made",
  "model.use": "embed texts",
  "metrics.scrape": "scrape for Prometheus",
  "collection.write": "create, change and delete",
  "backup.create": "take a backup",
  "backup.restore": "restore a collection from one",
  "backup.schedule": "turn the schedule on or off",
};

/** An action in words: "revoke keys others made", else the table's own name ("read"). */
export function actionWords(resource: string, action: string): string {
  return ACTION_WORDS[`${resource}.${action}`] ?? action;
}
