// Who may do what: one table, resource × action → the roles that may. Every
// route of the service names its right here (the control plane's through its
// declaration in contract/, the data plane's likewise), the service checks it
// in one place (server/access/), and the console's permission wrapper reads
// the same table to decide what to offer. New roles are a change of this data,
// not of code.
//
// A caller holds one role in the project they act in: a console user their
// membership's role in the organisation, an API key its access.

/** A console user's role in their organisation. */
export const MEMBER_ROLES = ["owner", "admin", "member"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What an API key may do in its project. */
export const API_KEY_ACCESS = ["read-write", "read-only"] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

export type Role = MemberRole | ApiKeyAccess;
export const ROLES: readonly Role[] = [...MEMBER_ROLES, ...API_KEY_ACCESS];

const members: readonly Role[] = MEMBER_ROLES;
const managers: readonly Role[] = ["owner", "admin"];
const dataReaders: readonly Role[] = [...MEMBER_ROLES, "read-write", "read-only"];
const dataWriters: readonly Role[] = [...MEMBER_ROLES, "read-write"];

export const RIGHTS = {
  /** The caller's own organisation and account (GET /api/auth/me, DELETE /api/auth/me). */
  account: { read: members, delete: members },
  project: { read: members, create: managers, update: managers, delete: managers },
  apiKey: { read: members, create: managers, delete: managers },
  /** Background jobs of a project (imports and the like): their progress, and stopping them. */
  job: { read: members, cancel: members },
  /** Files sent to the project for imports (tus uploads): listing and resuming them, sending one, removing one. */
  upload: { read: members, create: members, delete: members },
  /** Imports of uploaded files into collections, and their dry runs. */
  import: { read: members, create: members },
  /**
   * Embedding models: every member sees them; embedding with one (the Inference page, and the data
   * plane's inference objects later) is for whoever may search; adding, changing, testing and deleting
   * an external model is for managers, since it sends the project's texts, and spends the API key's
   * credit, at an address they choose.
   */
  model: { read: members, use: dataReaders, create: managers, update: managers, test: managers, delete: managers },
  /**
   * The project's usage and collection sizes (Overview, Metrics); scraping them in Prometheus's format is also open
   * to the project's API keys, read-only ones included, since a scraper holds one.
   */
  metrics: { read: members, scrape: dataReaders },
  /**
   * Alert rules and their channels: every member sees them and their history; adding, changing, muting
   * and deleting them is for managers, since a channel sends the project's figures to an address they choose.
   */
  alert: { read: members, create: managers, update: managers, delete: managers },
  /** The signed-in user's own notifications (the bell): reading them and marking them read. */
  notification: { read: members },
  /** Collections, aliases, indexes and points: the data plane. */
  collection: { read: dataReaders, write: dataWriters },
} as const satisfies Record<string, Record<string, readonly Role[]>>;

export type Resource = keyof typeof RIGHTS;
export type Action<R extends Resource = Resource> = keyof (typeof RIGHTS)[R] & string;

/** A right as routes and menu entries name it: [resource, action]. */
export type Right = { [R in Resource]: readonly [R, Action<R>] }[Resource];

export function isAllowed(role: Role, [resource, action]: Right): boolean {
  const allowed: Readonly<Record<string, readonly Role[]>> = RIGHTS[resource];
  return allowed[action]?.includes(role) ?? false;
}

/** What a refusal says, in the words of the table. */
export function describeRight([resource, action]: Right): string {
  const roles: Readonly<Record<string, readonly Role[]>> = RIGHTS[resource];
  return `${action} ${resource} is for ${(roles[action] ?? []).join(", ")}`;
}
