// Points: reads by filter (scroll, count) and by similarity (search, recommend, query).
import { searchRoutes } from "../../../contract/qdrant/data-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { countPoints } from "./count-points";
import { queryPoints, queryPointsBatch } from "./query-points";
import { recommendPoints, recommendPointsBatch } from "./recommend-points";
import { scrollPoints } from "./scroll-points";
import { searchPoints, searchPointsBatch } from "./search-points";

export function registerSearchRoutes(route: DataRouter, plane: DataPlane): void {
  // POST /collections/{name}/points/scroll: a page of points matching a filter
  route(searchRoutes.scroll, async ({ collection, body, usage }) => {
    const page = await scrollPoints(plane, collection, body);
    usage.pointsRead = page.points.length;
    return page;
  });

  // POST /collections/{name}/points/count: how many points match a filter
  route(searchRoutes.count, ({ collection, body }) =>
    countPoints(plane, collection, body),
  );

  // POST /collections/{name}/points/search: nearest points to a vector
  route(searchRoutes.search, async ({ collection, body, usage }) => {
    const points = await searchPoints(plane, collection, body);
    usage.pointsRead = points.length;
    return points;
  });

  // POST /collections/{name}/points/search/batch: several searches at once
  route(searchRoutes.searchBatch, async ({ collection, body, usage }) => {
    const results = await searchPointsBatch(plane, collection, body);
    usage.pointsRead = results.reduce((total, points) => total + points.length, 0);
    return results;
  });

  // POST /collections/{name}/points/recommend: points like the positive examples, unlike the negative
  route(searchRoutes.recommend, async ({ collection, body, usage }) => {
    const points = await recommendPoints(plane, collection, body);
    usage.pointsRead = points.length;
    return points;
  });

  // POST /collections/{name}/points/recommend/batch: several recommendations at once
  route(searchRoutes.recommendBatch, async ({ collection, body, usage }) => {
    const results = await recommendPointsBatch(plane, collection, body);
    usage.pointsRead = results.reduce((total, points) => total + points.length, 0);
    return results;
  });

  // POST /collections/{name}/points/query: by vector, point id, or recommendation
  route(searchRoutes.query, async ({ collection, body, usage }) => {
    const response = await queryPoints(plane, collection, body);
    usage.pointsRead = response.points.length;
    return response;
  });

  // POST /collections/{name}/points/query/batch: several queries at once
  route(searchRoutes.queryBatch, async ({ collection, body, usage }) => {
    const responses = await queryPointsBatch(plane, collection, body);
    usage.pointsRead = responses.reduce((total, response) => total + response.points.length, 0);
    return responses;
  });
}
