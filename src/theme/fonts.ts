// Inter, latin subset only (STACK.md: the all-subsets files inline every
// subset into every page). Imported by gatsby-browser and gatsby-ssr so that
// both the server HTML and the client bundle carry the font faces.
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-500.css";
import "@fontsource/inter/latin-600.css";
