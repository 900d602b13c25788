// Who may do what: one table, resource × action → the roles that may. Every
// route of the service names its right here (the control plane's through its
// declaration in contract/, the data plane's likewise), the service checks it
// in one place (server/access/), and the console reads the same table to decide
// what to offer, to explain a refusal ("Viewers cannot create collections"),
// and to list each role's permissions. New roles are a change of this data,
// not of code.
//
// A caller holds one role in the project they act in: a console user their
// membership's role in the organisation (narrowed by a role in that project,
// when they are limited to some projects), an API key its access.

/** A console user's role in their organisation, from the most rights to the fewest. */
export const MEMBER_ROLES = ["owner", "admin", "billing", "developer", "viewer"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** What an API key may do in its project. */
export const API_KEY_ACCESS = ["read-write", "read-only"] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

export type Role = MemberRole | ApiKeyAccess;
export const ROLES: readonly Role[] = [...MEMBER_ROLES, ...API_KEY_ACCESS];

/** What each member role is for, in the console's words. */
export const MEMBER_ROLE_DESCRIPTIONS: Readonly<Record<MemberRole, string>> = {
  owner: "Everything, the organisation's members and plan included. At least one owner always remains.",
  admin: "Manages projects, members, keys, models and alerts; cannot make owners nor change an owner.",
  billing: "The plan and the invoices; reads everything else.",
  developer: "Reads and writes data: collections, points, imports, uploads and API keys within their own rights.",
  viewer: "Reads everything but the plan and invoices; may make read-only API keys.",
};

const everyone: readonly Role[] = MEMBER_ROLES;
const owners: readonly Role[] = ["owner"];
const managers: readonly Role[] = ["owner", "admin"];
const builders: readonly Role[] = ["owner", "admin", "developer"];
const keyMakers: readonly Role[] = ["owner", "admin", "developer", "viewer"];
const payers: readonly Role[] = ["owner", "admin", "billing"];
const dataReaders: readonly Role[] = [...MEMBER_ROLES, "read-write", "read-only"];
const dataWriters: readonly Role[] = [...builders, "read-write"];

export const RIGHTS = {
  /** The caller's own organisation and account (GET /api/auth/me, DELETE /api/auth/me). */
  account: { read: everyone, delete: everyone },
  /** The organisation itself: deleting it with all its data is its owners' alone (when the registering owner deletes their account). */
  organisation: { delete: owners },
  project: { read: everyone, create: managers, update: managers, delete: managers },
  /**
   * Data-plane keys: whoever may read the project sees its keys; a key is made with at most its maker's own rights
   * (a viewer makes read-only keys), and revoked by its maker; revoking others' keys is for managers.
   */
  apiKey: { read: everyone, create: keyMakers, delete: keyMakers, revokeAny: managers },
  /** Background jobs of a project (imports and the like): their progress, and stopping them. */
  job: { read: everyone, cancel: builders },
  /** Files sent to the project for imports (tus uploads): listing and resuming them, sending one, removing one. */
  upload: { read: everyone, create: builders, delete: builders },
  /** Imports of uploaded files into collections, and their dry runs. */
  import: { read: everyone, create: builders },
  /**
   * Embedding models: every member sees them; embedding with one (the Inference page, and the data
   * plane's inference objects later) is for whoever may search; adding, changing, testing and deleting
   * an external model is for managers, since it sends the project's texts, and spends the API key's
   * credit, at an address they choose.
   */
  model: { read: everyone, use: dataReaders, create: managers, update: managers, test: managers, delete: managers },
  /**
   * The project's usage and collection sizes (Overview, Metrics); scraping them in Prometheus's format is also open
   * to the project's API keys, read-only ones included, since a scraper holds one.
   */
  metrics: { read: everyone, scrape: dataReaders },
  /**
   * Alert rules and their channels: every member sees them and their history; adding, changing, muting
   * and deleting them is for managers, since a channel sends the project's figures to an address they choose.
   */
  alert: { read: everyone, create: managers, update: managers, delete: managers },
  /** The signed-in user's own notifications (the bell): reading them and marking them read. */
  notification: { read: everyone },
  /** Collections, aliases, indexes and points: the data plane. */
  collection: { read: dataReaders, write: dataWriters },
  /** The organisation's members and invitations: everyone sees who is in; inviting, changing roles and removing is for managers. */
  member: { read: everyone, invite: managers, update: managers, remove: managers },
  /** The organisation's plan (Billing). */
  plan: { read: payers, update: payers },
  /** The organisation's invoices and billing details (Billing). */
  invoice: { read: payers, update: payers },
  /** The organisation's audit trail (Activity, POST /audit/logs): who changed what. */
  audit: { read: managers },
} as const satisfies Record<string, Record<string, readonly Role[]>>;

export type Resource = keyof typeof RIGHTS;
export type Action<R extends Resource = Resource> = keyof (typeof RIGHTS)[R] & string;

/** A right as routes and menu entries name it: [resource, action]. */
export type Right = { [R in Resource]: readonly [R, Action<R>] }[Resource];

const TABLE: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = RIGHTS;

export function isAllowed(role: Role, [resource, action]: Right): boolean {
  return TABLE[resource]?.[action]?.includes(role) ?? false;
}

/** Every right of the table, in its order. */
export function allRights(): Right[] {
  return Object.entries(TABLE).flatMap(([resource, actions]) => Object.keys(actions).map((action) => [resource, action] as unknown as Right));
}

/**
 * Whether `holder` holds every right `role` holds: what it may grant (a role, a key's access, a role in a project)
 * without granting more than it has. Read from the table, so a new role needs no code here.
 */
export function holdsAllRightsOf(holder: Role, role: Role): boolean {
  return Object.values(TABLE).every((actions) => Object.values(actions).every((roles) => !roles.includes(role) || roles.includes(holder)));
}

/** The rights `role` holds that `holder` does not, "resource.action": why a grant is refused. */
export function missingRights(holder: Role, role: Role): string[] {
  return Object.entries(TABLE).flatMap(([resource, actions]) =>
    Object.entries(actions)
      .filter(([, roles]) => roles.includes(role) && !roles.includes(holder))
      .map(([action]) => `${resource}.${action}`),
  );
}

/** The member roles `holder` may grant: those whose every right it holds. */
export function grantableRoles(holder: Role): MemberRole[] {
  return MEMBER_ROLES.filter((role) => holdsAllRightsOf(holder, role));
}

/** What a refusal says, in the words of the table. */
export function describeRight([resource, action]: Right): string {
  return `${action} ${resource} is for ${(TABLE[resource]?.[action] ?? []).join(", ")}`;
}

const PLURAL_ROLES: Readonly<Record<Role, string>> = {
  owner: "Owners",
  admin: "Admins",
  billing: "Billing members",
  developer: "Developers",
  viewer: "Viewers",
  "read-write": "Read-write keys",
  "read-only": "Read-only keys",
};

/** The words of a resource in a sentence: "API keys", "collections". */
const RESOURCE_WORDS: Readonly<Record<Resource, string>> = {
  account: "the account",
  organisation: "the organisation",
  project: "projects",
  apiKey: "API keys",
  job: "jobs",
  upload: "uploads",
  import: "imports",
  model: "models",
  metrics: "metrics",
  alert: "alerts",
  notification: "notifications",
  collection: "collections",
  member: "members",
  plan: "the plan",
  invoice: "invoices",
  audit: "the activity log",
};

/**
 * Why a role may not do something, for the console to show beside what it disables: "Viewers cannot write
 * collections", or with the verb the page uses, "Viewers cannot create collections".
 */
export function refusalReason(role: Role, [resource, action]: Right, verb: string = action === "revokeAny" ? "revoke others'" : action): string {
  return `${PLURAL_ROLES[role]} cannot ${verb} ${RESOURCE_WORDS[resource]}`;
}

/**
 * A member's role in a project they are limited to: the project's role narrows the organisation's, never widens it.
 * A project role holding a right the organisation role lacks (the organisation role was lowered since) counts as the
 * organisation role.
 */
export function narrowRole(organisationRole: MemberRole, projectRole: MemberRole): MemberRole {
  return holdsAllRightsOf(organisationRole, projectRole) ? projectRole : organisationRole;
}
