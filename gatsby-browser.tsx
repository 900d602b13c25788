import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-500.css";
import "@fontsource/inter/latin-600.css";
export { wrapRootElement } from "./src/app/wrap-root";
export { wrapPageElement } from "./src/app/wrap-page";
export { onRouteUpdate, onPreRouteUpdate } from "./src/app/route-events";
