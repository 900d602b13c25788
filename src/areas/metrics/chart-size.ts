// The charts' height, shared by the chart, its placeholder and the table
// that stands in for it, so that nothing moves when one replaces another.
export const CHART_HEIGHT = 280;
