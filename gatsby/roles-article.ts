// The help centre's article on roles (content/help-center/api-keys-and-security/
// roles-and-permissions.mdx), written from the rights table the service checks
// (contract/rights.ts) by scripts/generate-roles-article.ts; a build test fails
// when the file and the table disagree, so the article never says other than
// the service does.
import { BASIC_RIGHTS, MEMBER_ROLE_DESCRIPTIONS, MEMBER_ROLES, RIGHTS, type Resource, type Role } from "../contract/rights";
import { actionWords, RESOURCE_TITLES } from "../contract/rights-words";

export const ROLES_ARTICLE_PATH = "content/help-center/api-keys-and-security/roles-and-permissions.mdx";

const TABLE: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = RIGHTS;

const ROLE_TITLES: Readonly<Record<string, string>> = { owner: "Owner", admin: "Admin", billing: "Billing", developer: "Developer", viewer: "Viewer" };



function rows(): string[] {
  return Object.entries(TABLE).flatMap(([resource, actions]) =>
    Object.entries(actions).map(([action, roles]) => {
      const cells = MEMBER_ROLES.map((role) => `<td>${roles.includes(role) ? "Yes" : "No"}</td>`).join("");
      return `    <tr><td>${RESOURCE_TITLES[resource as Resource]}</td><td>${actionWords(resource, action)}</td>${cells}</tr>`;
    }),
  );
}

export function rolesArticle(updated: string): string {
  const header = MEMBER_ROLES.map((role) => `<th>${ROLE_TITLES[role] ?? role}</th>`).join("");
  return [
    "---",
    "title: Roles and permissions",
    "slug: roles-and-permissions",
    "category: api-keys-and-security",
    "subcategory: account-security",
    "summary: What owners, admins, billing members, developers and viewers may do in your organisation, its projects, keys, members, plan and invoices.",
    "order: 2",
    `updated: ${updated}`,
    "---",
    "",
    "Everyone in your organisation has a **role**. The role decides what they may do, and the console offers only that: what a role may not do is hidden, or shown disabled with the reason. The service checks the same rights on every call, so a script with someone's sign-in can do no more than they can in the console.",
    "",
    "## The roles",
    "",
    ...MEMBER_ROLES.map((role) => `- **${ROLE_TITLES[role] ?? role}**: ${MEMBER_ROLE_DESCRIPTIONS[role]}`),
    "",
    "## What each role may do",
    "",
    "<table>",
    "  <thead>",
    `    <tr><th>What</th><th>Action</th>${header}</tr>`,
    "  </thead>",
    "  <tbody>",
    ...rows(),
    "  </tbody>",
    "</table>",
    "",
    "## Good to know",
    "",
    "- **Nobody grants more than they hold.** An admin can invite admins, billing members, developers and viewers, but not owners, and cannot change or remove an owner.",
    "- **At least one owner always remains.** The last owner cannot be removed, nor given another role: make another member an owner first.",
    "- **A key never carries more rights than its maker.** A viewer makes read-only keys. When a member's role is lowered, the keys they made with more rights than the new role are revoked; when a member is removed, every key they made is revoked.",
    "- **A role in a project narrows, never widens.** A member can be limited to some projects, with a role in each that holds no more than their role in the organisation. They see only those projects.",
    "- **Invitations expire.** An invitation is valid for 7 days. The members list shows an expired one as Expired; send it again to give a new temporary password and a new week.",
    "",
    "## Custom roles",
    "",
    "When none of the roles fits, owners and admins can make a **custom role** in **Account settings → Members → Custom roles**: a name for some of the rights of one role, its *base role*. A custom role never holds more than its base role: an *Analyst* based on Developer might read and search collections and run imports, but not create, change or delete collections, nor make API keys. Grant it as you grant a role, when you invite someone or change a member's role.",
    "",
    `- Every custom role holds the rights every member needs: ${BASIC_RIGHTS.map((name) => `\`${name}\``).join(", ")}.`,
    "- Nobody makes, changes or deletes a custom role that holds rights they lack, nor grants one.",
    "- A change to a custom role applies to everyone who holds it from their next request; API keys they made with more rights than it now holds are revoked.",
    "- A custom role still held by a member or an invitation cannot be deleted: give them another role first.",
    "- A member whose custom role is based on Owner does not count as an owner for the rule that one always remains.",
    "",
  ].join("\n");
}
