import "@testing-library/jest-dom";

// jsdom has no matchMedia (MUI's useMediaQuery and react-hot-toast need it).
// Tests that need a given viewport call setViewportWidth from ./viewport.
import { installMatchMedia } from "./viewport";

installMatchMedia();

beforeEach(() => {
  window.localStorage.clear();
});
