// Around the whole console, on the server and in the browser: state, then the theme.
import type { GatsbyBrowser } from "gatsby";
import { StateRoot } from "../state/state-root";
import { ThemeRoot } from "../theme/theme-root";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <StateRoot>
    <ThemeRoot>{element}</ThemeRoot>
  </StateRoot>
);
