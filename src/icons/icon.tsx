// The one icon component: @iconify/react's offline entry over the subset that
// the build generates (gatsby/icon-subset.js). Icons are named "tabler:<name>".
import { addCollection, Icon as IconifyIcon, type IconProps } from "@iconify/react/offline";

declare const __ICON_SUBSET__: Parameters<typeof addCollection>[0];

addCollection(__ICON_SUBSET__);

export type { IconProps };

export function Icon(props: IconProps) {
  return <IconifyIcon aria-hidden={props["aria-label"] ? undefined : true} fontSize="1.375rem" {...props} />;
}
