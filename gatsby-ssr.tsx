import type { GatsbySSR } from "gatsby";
import "./src/theme/fonts";
export { wrapRootElement } from "./src/app/wrap-root";
export { wrapPageElement } from "./src/app/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en", dir: "ltr" });
};
