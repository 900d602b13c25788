// Builds the icon subset at build time: every "tabler:<name>" literal in src/
// is looked up in @iconify-json/tabler, so the console ships only the icons it
// uses and never asks an icon API at run time (STACK.md, "Icons offline").
// Plain CommonJS so that gatsby-node and jest.config.js can both require it.
const fs = require("node:fs");
const path = require("node:path");
const { getIcons } = require("@iconify/utils");

const ICON_PATTERN = /["'`]tabler:([a-z0-9]+(?:-[a-z0-9]+)*)["'`]/g;

function listSourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(full);
    return /\.(ts|tsx|mdx)$/.test(entry.name) ? [full] : [];
  });
}

function findIconNames(roots) {
  const names = new Set();
  for (const root of roots) {
    if (!fs.existsSync(root)) continue;
    for (const file of listSourceFiles(root)) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(ICON_PATTERN)) names.add(match[1]);
    }
  }
  return [...names].sort();
}

function buildIconSubset(projectRoot) {
  const tabler = require("@iconify-json/tabler/icons.json");
  const names = findIconNames([path.join(projectRoot, "src"), path.join(projectRoot, "content")]);
  const subset = getIcons(tabler, names, true);
  const missing = names.filter((name) => !subset || !(name in subset.icons || name in (subset.aliases || {})));
  if (!subset || missing.length > 0) {
    throw new Error(`Unknown tabler icon(s): ${missing.join(", ")}. See https://icon-sets.iconify.design/tabler/ for names.`);
  }
  return subset;
}

module.exports = { buildIconSubset, findIconNames };
