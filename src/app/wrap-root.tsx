// Around the whole console, on the server and in the browser: state, then the
// theme. The query cache is not here: the parts that show the service's data
// bring it (api-client/query-scope.tsx), so pages without data never load it.
import type { GatsbyBrowser } from "gatsby";
import { StateRoot } from "../state/state-root";
import { ThemeRoot } from "../theme/theme-root";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <StateRoot>
    <ThemeRoot>{element}</ThemeRoot>
  </StateRoot>
);
