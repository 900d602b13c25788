// Who may do what: one table, resource × action → the roles that may. Every
// route of the service names its right here (the control plane's through its
// declaration in contract/, the data plane's likewise), the service checks it
// in one place (server/access/), and the console reads the same table to decide
// what to offer, to explain a refusal ("Viewers cannot create collections"),
// and to list each role's permissions. New roles are a change of this data,
// not of code; an organisation's custom roles are data in its store
// (server/roles/): each a named set of rights within one role of the table.
//
// A caller holds one grant in the project they act in: a console user their
// membership's role or custom role in the organisation (narrowed by a role in
// that project, when they are limited to some projects), an API key its access.

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
  /**
   * The project's backups (Addons): every member sees them; taking one, restoring from one and deleting one is for
   * whoever builds with the data; turning the plan's schedule on or off is for managers.
   */
  backup: { read: everyone, create: builders, restore: builders, delete: builders, schedule: managers },
  /**
   * Request notebooks: every member reads those shared with the project (and runs them, with their own rights on the
   * data); writing one is for whoever builds with the data, within its sharing (its author's alone unless shared to edit).
   */
  notebook: { read: everyone, create: builders, update: builders, delete: builders },
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
  /** The organisation's custom roles: everyone sees them; making, changing and deleting one is for managers, within their own rights. */
  role: { read: everyone, create: managers, update: managers, delete: managers },
} as const satisfies Record<string, Record<string, readonly Role[]>>;

export type Resource = keyof typeof RIGHTS;
export type Action<R extends Resource = Resource> = keyof (typeof RIGHTS)[R] & string;

/** A right as routes and menu entries name it: [resource, action]. */
export type Right = { [R in Resource]: readonly [R, Action<R>] }[Resource];

const TABLE: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = RIGHTS;

/** A right as one word, "collection.write": how custom roles keep their rights. */
export function rightName([resource, action]: Right): string {
  return `${resource}.${action}`;
}

const ALL_RIGHTS: readonly Right[] = Object.entries(TABLE).flatMap(([resource, actions]) => Object.keys(actions).map((action) => [resource, action] as unknown as Right));

/** Every right of the table, in its order. */
export function allRights(): Right[] {
  return [...ALL_RIGHTS];
}

/** The right a name stands for, or undefined when the table has none by that name. */
export function rightNamed(name: string): Right | undefined {
  return ALL_RIGHTS.find((right) => rightName(right) === name);
}

/**
 * Rights every member holds, custom roles included: without them the console cannot show the member who they are,
 * where they may go, nor let them leave.
 */
export const BASIC_RIGHTS: readonly string[] = ["account.read", "account.delete", "project.read", "notification.read"];

/**
 * An organisation's custom role: a name for a set of rights within one role of the table (its base role), which it
 * narrows and never widens. Granting it, and everything else a role decides, goes by its rights.
 */
export interface CustomRole {
  readonly id: string;
  readonly name: string;
  readonly baseRole: MemberRole;
  /** "resource.action" names; with or without BASIC_RIGHTS, which it holds anyway. */
  readonly rights: readonly string[];
}

/** What a caller holds: a role of the table, or a custom role. */
export type Grant = Role | CustomRole;

/** What a member holds in the organisation or a project: a member role, or a custom role. */
export type MemberGrant = MemberRole | CustomRole;

export function isCustomRole(grant: Grant): grant is CustomRole {
  return typeof grant !== "string";
}

/** The role of the table a grant stands within: its own, or a custom role's base role. */
export function baseRoleOf(grant: MemberGrant): MemberRole;
export function baseRoleOf(grant: Grant): Role;
export function baseRoleOf(grant: Grant): Role {
  return isCustomRole(grant) ? grant.baseRole : grant;
}

/** A member's grant as the contract carries it: their role (a custom role's base role) and the custom role, if any. */
export function grantFields(grant: MemberGrant): { role: MemberRole; customRole: CustomRole | null } {
  return isCustomRole(grant) ? { role: grant.baseRole, customRole: grant } : { role: grant, customRole: null };
}

/** The grant a member's role and custom role make: the custom role when they hold one. */
export function grantOf({ role, customRole }: { role: MemberRole; customRole: CustomRole | null }): MemberGrant {
  return customRole ?? role;
}

/** How a grant is named in a sentence: "viewer", or a custom role's name in quotes. */
export function grantName(grant: Grant): string {
  return isCustomRole(grant) ? `"${grant.name}"` : grant;
}

export function isAllowed(grant: Grant, right: Right): boolean {
  const [resource, action] = right;
  if (!(TABLE[resource]?.[action]?.includes(baseRoleOf(grant)) ?? false)) return false;
  if (!isCustomRole(grant)) return true;
  const name = rightName(right);
  return BASIC_RIGHTS.includes(name) || grant.rights.includes(name);
}

/** The rights a grant holds that `holder` does not, "resource.action": why a grant is refused. */
export function missingRights(holder: Grant, grant: Grant): string[] {
  return ALL_RIGHTS.filter((right) => isAllowed(grant, right) && !isAllowed(holder, right)).map(rightName);
}

/**
 * Whether `holder` holds every right `grant` holds: what it may grant (a role, a custom role, a key's access, a role
 * in a project) without granting more than it has. Read from the table, so a new role needs no code here.
 */
export function holdsAllRightsOf(holder: Grant, grant: Grant): boolean {
  return missingRights(holder, grant).length === 0;
}

/** The member roles `holder` may grant: those whose every right it holds. */
export function grantableRoles(holder: Grant): MemberRole[] {
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
  backup: "backups",
  notebook: "notebooks",
  collection: "collections",
  member: "members",
  plan: "the plan",
  invoice: "invoices",
  audit: "the activity log",
  role: "custom roles",
};

/**
 * Why a role may not do something, for the console to show beside what it disables: "Viewers cannot write
 * collections", or with the verb the page uses, "Viewers cannot create collections".
 */
export function refusalReason(grant: Grant, [resource, action]: Right, verb: string = action === "revokeAny" ? "revoke others'" : action): string {
  const who = isCustomRole(grant) ? `Members with the role "${grant.name}"` : PLURAL_ROLES[grant];
  return `${who} cannot ${verb} ${RESOURCE_WORDS[resource]}`;
}

/**
 * A member's role in a project they are limited to: the project's role narrows the organisation's, never widens it.
 * A project role holding a right the organisation role lacks (the organisation role was lowered since) counts as the
 * organisation role.
 */
export function narrowRole(organisationRole: MemberGrant, projectRole: MemberRole): MemberGrant {
  return holdsAllRightsOf(organisationRole, projectRole) ? projectRole : organisationRole;
}
