// Each area's own icons, defined by the build (gatsby/icon-subset.js) and
// registered by the area's page.
import type { IconSubset } from "./icon";

declare global {
  const __AREA_ICONS_ACCOUNT__: IconSubset;
  const __AREA_ICONS_ADDONS__: IconSubset;
  const __AREA_ICONS_ALERTS__: IconSubset;
  const __AREA_ICONS_BILLING__: IconSubset;
  const __AREA_ICONS_DATA_IMPORT__: IconSubset;
  const __AREA_ICONS_DATASETS__: IconSubset;
  const __AREA_ICONS_INFERENCE__: IconSubset;
  const __AREA_ICONS_METRICS__: IconSubset;
  const __AREA_ICONS_MODELS__: IconSubset;
  const __AREA_ICONS_NOTEBOOKS__: IconSubset;
  const __AREA_ICONS_OVERVIEW__: IconSubset;
  const __AREA_ICONS_SEARCH__: IconSubset;
}
