// The one icon component: @iconify/react's offline entry over the subsets that
// the build generates (gatsby/icon-subset.js). Icons are named "tabler:<name>".
// The shared subset is registered here; an area's own icons by its page
// (registerIcons), so that they travel in that area's chunk only.
import { addCollection, Icon as IconifyIcon, type IconProps } from "@iconify/react/offline";

export type IconSubset = Parameters<typeof addCollection>[0];

declare const __ICON_SUBSET__: IconSubset;

addCollection(__ICON_SUBSET__);

export function registerIcons(subset: IconSubset): void {
  addCollection(subset);
}

export type { IconProps };

export function Icon(props: IconProps) {
  return <IconifyIcon aria-hidden={props["aria-label"] ? undefined : true} fontSize="1.375rem" {...props} />;
}
