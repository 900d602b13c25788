// Builds the icon subsets at build time: every "tabler:<name>" literal in src/
// and content/ is looked up in @iconify-json/tabler, so the console ships only
// the icons it uses and never asks an icon API at run time (STACK.md, "Icons
// offline"). Icons used outside the areas' folders (shell, sign-in, content
// pages, shared components) form the shared subset, which every page carries
// (`__ICON_SUBSET__`); the icons only an area uses go in that area's page
// chunk (`__AREA_ICONS_<AREA>__`, registered by its <area>-page.tsx), so that a
// new area's icons do not grow every other page's first load.
// Plain CommonJS so that gatsby-node and jest.config.js can both require it.
const fs = require("node:fs");
const path = require("node:path");
const { getIcons } = require("@iconify/utils");

const ICON_PATTERN = /["'`]tabler:([a-z0-9]+(?:-[a-z0-9]+)*)["'`]/g;

function listSourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(full);
    return /\.(ts|tsx|mdx)$/.test(entry.name) ? [full] : [];
  });
}

function iconNamesIn(file) {
  return [...fs.readFileSync(file, "utf8").matchAll(ICON_PATTERN)].map((match) => match[1]);
}

function findIconNames(roots) {
  return [...new Set(roots.flatMap(listSourceFiles).flatMap(iconNamesIn))].sort();
}

function subsetOf(names) {
  const tabler = require("@iconify-json/tabler/icons.json");
  if (names.length === 0) return { prefix: tabler.prefix, icons: {} };
  const subset = getIcons(tabler, names, true);
  const missing = names.filter((name) => !subset || !(name in subset.icons || name in (subset.aliases || {})));
  if (!subset || missing.length > 0) {
    throw new Error(`Unknown tabler icon(s): ${missing.join(", ")}. See https://icon-sets.iconify.design/tabler/ for names.`);
  }
  return subset;
}

/** The define's name for an area's icons: "data-import" → __AREA_ICONS_DATA_IMPORT__. */
function areaIconsIdentifier(area) {
  return `__AREA_ICONS_${area.replace(/-/g, "_").toUpperCase()}__`;
}

/**
 * `{ shared, areas }`: the shared subset, and each area's own icons (those no
 * shared file uses). Throws when an area's page does not register its icons.
 */
function buildIconSubsets(projectRoot) {
  const areasRoot = path.join(projectRoot, "src", "areas");
  const areaOf = (file) => {
    const parts = path.relative(areasRoot, file).split(path.sep);
    return parts[0] !== ".." && parts.length > 1 ? parts[0] : null;
  };
  const shared = new Set();
  const byArea = new Map();
  for (const file of [path.join(projectRoot, "src"), path.join(projectRoot, "content")].flatMap(listSourceFiles)) {
    const area = areaOf(file);
    if (area !== null && !byArea.has(area)) byArea.set(area, new Set());
    for (const name of iconNamesIn(file)) (area === null ? shared : byArea.get(area)).add(name);
  }
  const areas = {};
  for (const [area, names] of byArea) {
    const page = path.join(areasRoot, area, `${area}-page.tsx`);
    if (fs.existsSync(page) && !fs.readFileSync(page, "utf8").includes(areaIconsIdentifier(area))) {
      throw new Error(`${path.relative(projectRoot, page)} must register its icons: registerIcons(${areaIconsIdentifier(area)})`);
    }
    areas[area] = subsetOf([...names].filter((name) => !shared.has(name)).sort());
  }
  return { shared: subsetOf([...shared].sort()), areas };
}

/** What the bundler (and Jest) define: the shared subset and one per area. */
function iconDefinitions(projectRoot) {
  const { shared, areas } = buildIconSubsets(projectRoot);
  return { __ICON_SUBSET__: shared, ...Object.fromEntries(Object.entries(areas).map(([area, subset]) => [areaIconsIdentifier(area), subset])) };
}

module.exports = { buildIconSubsets, iconDefinitions, areaIconsIdentifier, findIconNames };
