// The hourly chart's height, shared by the chart and its placeholder without
// bringing the charts library into the page's chunk.
export const HOURLY_CHART_HEIGHT = 72;
