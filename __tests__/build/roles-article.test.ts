// The roles article says what the rights table says: regenerate it with
// `npx tsx scripts/generate-roles-article.ts` after changing contract/rights.ts.
import fs from "node:fs";
import path from "node:path";
import { ROLES_ARTICLE_PATH, rolesArticle } from "../../gatsby/roles-article";

it("matches the rights table the service checks", () => {
  const written = fs.readFileSync(path.resolve(__dirname, "../..", ROLES_ARTICLE_PATH), "utf8");
  const updated = /^updated: (\S+)$/m.exec(written)?.[1] ?? "";
  expect(written).toBe(rolesArticle(updated));
});

it("has a row for every right, and a column for every member role", () => {
  const article = rolesArticle("2026-01-01");
  expect(article).toContain("<tr><td>Collections and points</td><td>create, change and delete</td><td>Yes</td><td>Yes</td><td>No</td><td>Yes</td><td>No</td></tr>");
  expect(article).toContain("<th>Owner</th><th>Admin</th><th>Billing</th><th>Developer</th><th>Viewer</th>");
});
