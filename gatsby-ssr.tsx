import type { GatsbySSR } from "gatsby";
import "./src/theme/fonts";
export { wrapRootElement } from "./src/app/wrap-root";
export { wrapPageElement } from "./src/app/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en", dir: "ltr" });
  setHeadComponents([<link key="favicon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
