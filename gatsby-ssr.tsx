import type { GatsbySSR } from "gatsby";
export { wrapRootElement } from "./src/app/wrap-root";
export { wrapPageElement } from "./src/app/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en", dir: "ltr" });
};
