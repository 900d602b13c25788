import type { GatsbyBrowser } from "gatsby";
import { StateRoot } from "../state/state-root";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <StateRoot>{element}</StateRoot>;
