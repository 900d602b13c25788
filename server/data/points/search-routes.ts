// Points: reads by filter (scroll, count, facet) and by similarity (search, recommend, query, discover, groups, the search matrix).
import { searchRoutes } from "../../../contract/qdrant/routes/search-routes";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";
import { countPoints } from "./count-points";
import { facetPoints } from "../explore/facet-points";
import { searchMatrixOffsets, searchMatrixPairs } from "../explore/search-matrix";
import { queryScope } from "../query/query-scope";
import { queryGroups, recommendGroups, searchGroups } from "./grouped-queries";
import { discoverPoints, discoverPointsBatch, queryPoints, queryPointsBatch, recommendPoints, recommendPointsBatch, searchPoints, searchPointsBatch } from "./query-points";
import { scrollPoints } from "./scroll-points";

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
  route(searchRoutes.search, async ({ collection, body, usage, principal }) => {
    const points = await searchPoints(queryScope(plane, collection, principal), body);
    usage.pointsRead = points.length;
    return points;
  });

  // POST /collections/{name}/points/search/batch: several searches at once
  route(searchRoutes.searchBatch, async ({ collection, body, usage, principal }) => {
    const results = await searchPointsBatch(queryScope(plane, collection, principal), body);
    usage.pointsRead = results.reduce((total, points) => total + points.length, 0);
    return results;
  });

  // POST /collections/{name}/points/recommend: points like the positive examples, unlike the negative
  route(searchRoutes.recommend, async ({ collection, body, usage, principal }) => {
    const points = await recommendPoints(queryScope(plane, collection, principal), body);
    usage.pointsRead = points.length;
    return points;
  });

  // POST /collections/{name}/points/recommend/batch: several recommendations at once
  route(searchRoutes.recommendBatch, async ({ collection, body, usage, principal }) => {
    const results = await recommendPointsBatch(queryScope(plane, collection, principal), body);
    usage.pointsRead = results.reduce((total, points) => total + points.length, 0);
    return results;
  });

  // POST /collections/{name}/points/query: by vector, point id, or recommendation
  route(searchRoutes.query, async ({ collection, body, usage, principal }) => {
    const response = await queryPoints(queryScope(plane, collection, principal), body);
    usage.pointsRead = response.points.length;
    return response;
  });

  // POST /collections/{name}/points/query/batch: several queries at once
  route(searchRoutes.queryBatch, async ({ collection, body, usage, principal }) => {
    const responses = await queryPointsBatch(queryScope(plane, collection, principal), body);
    usage.pointsRead = responses.reduce((total, response) => total + response.points.length, 0);
    return responses;
  });

  // POST /collections/{name}/points/query/groups: a query's points, grouped by a payload field
  route(searchRoutes.queryGroups, async ({ collection, body, usage, principal }) => {
    const result = await queryGroups(queryScope(plane, collection, principal), body);
    usage.pointsRead = hitsIn(result.groups);
    return result;
  });

  // POST /collections/{name}/points/search/groups: nearest points, grouped by a payload field
  route(searchRoutes.searchGroups, async ({ collection, body, usage, principal }) => {
    const result = await searchGroups(queryScope(plane, collection, principal), body);
    usage.pointsRead = hitsIn(result.groups);
    return result;
  });

  // POST /collections/{name}/points/recommend/groups: recommended points, grouped by a payload field
  route(searchRoutes.recommendGroups, async ({ collection, body, usage, principal }) => {
    const result = await recommendGroups(queryScope(plane, collection, principal), body);
    usage.pointsRead = hitsIn(result.groups);
    return result;
  });

  // POST /collections/{name}/points/discover: points near a target within the context's zones
  route(searchRoutes.discover, async ({ collection, body, usage, principal }) => {
    const points = await discoverPoints(queryScope(plane, collection, principal), body);
    usage.pointsRead = points.length;
    return points;
  });

  // POST /collections/{name}/points/discover/batch: several discovery requests at once
  route(searchRoutes.discoverBatch, async ({ collection, body, usage, principal }) => {
    const results = await discoverPointsBatch(queryScope(plane, collection, principal), body);
    usage.pointsRead = results.reduce((total, points) => total + points.length, 0);
    return results;
  });

  // POST /collections/{name}/facet: how many points hold each value of a payload key
  route(searchRoutes.facet, ({ collection, body }) => facetPoints(plane, collection, body));

  // POST /collections/{name}/points/search/matrix/pairs: a sample's nearest neighbours, as pairs
  route(searchRoutes.matrixPairs, ({ collection, body }) => searchMatrixPairs(plane, collection, body));

  // POST /collections/{name}/points/search/matrix/offsets: a sample's nearest neighbours, as a sparse matrix
  route(searchRoutes.matrixOffsets, ({ collection, body }) => searchMatrixOffsets(plane, collection, body));
}

function hitsIn(groups: readonly { hits: readonly unknown[] }[]): number {
  return groups.reduce((total, group) => total + group.hits.length, 0);
}
