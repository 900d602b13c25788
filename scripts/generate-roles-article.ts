// Writes the help centre's roles article from the rights table:
// `npx tsx scripts/generate-roles-article.ts` after a change to contract/rights.ts
// (__tests__/build/roles-article.test.ts fails until it is run).
import fs from "node:fs";
import path from "node:path";
import { ROLES_ARTICLE_PATH, rolesArticle } from "../gatsby/roles-article";

const file = path.resolve(__dirname, "..", ROLES_ARTICLE_PATH);
fs.writeFileSync(file, rolesArticle(new Date().toISOString().slice(0, 10)));
console.log(`wrote ${ROLES_ARTICLE_PATH}`);
