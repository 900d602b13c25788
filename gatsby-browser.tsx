import "./src/theme/fonts";
export { wrapRootElement } from "./src/app/wrap-root";
export { wrapPageElement } from "./src/app/wrap-page";
export { onPreRouteUpdate, onRouteUpdate, onRouteUpdateDelayed } from "./src/app/route-events";
export { onClientEntry } from "./src/app/client-entry";
