// Styles that keep an element for screen readers and off the screen: one
// pixel, clipped, taken out of the flow. Lengths are strings on purpose: in
// MUI's sx a bare 1 means 100% (a width of 1 made each hidden hint as large
// as the window, and the page scroll sideways). Put it inside a positioned
// parent (position: relative) so that it stays where its text is.
export const VISUALLY_HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
