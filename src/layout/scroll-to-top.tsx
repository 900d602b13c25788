// A button back to the top of the page, shown after 400 px of scrolling.
import Fab from "@mui/material/Fab";
import Zoom from "@mui/material/Zoom";
import useScrollTrigger from "@mui/material/useScrollTrigger";
import { Icon } from "../icons/icon";
import { SCROLL_TOP_THRESHOLD } from "./layout-constants";

export function ScrollToTop() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD });
  return (
    <Zoom in={scrolled} unmountOnExit>
      <Fab
        size="small"
        color="primary"
        aria-label="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
        sx={{ position: "fixed", bottom: 24, right: 24, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <Icon icon="tabler:arrow-up" />
      </Fab>
    </Zoom>
  );
}
