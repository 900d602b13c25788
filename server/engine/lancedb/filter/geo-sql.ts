// SQL for a geo condition on an indexed geo field's box columns (field-columns.ts).
// Rows holding one point (or several at one place) are answered in SQL: a box
// by comparisons, a circle by the haversine formula in SQL (the same f64
// functions Qdrant calls), except rows within rounding of the radius, which the
// in-memory test decides. Rows with points at several places, and every row
// for a polygon, are narrowed to those whose box meets the shape's box and then
// tested in memory: a point-in-polygon test in SQL would be one term per edge,
// and a polygon's box already leaves few rows to test. So a box or radius
// filter on an indexed field needs no stored payload (the graph can take its
// matching seqs), and the others read only the payloads near the shape.
import { EARTH_RADIUS_METERS, geoBounds, TO_RADIANS, type GeoBounds, type GeoNode } from "../../filter/geo-shapes";
import type { GeoPoint } from "../../filter/filter-tree";
import type { GeoBoxColumns } from "../table/field-columns";
import { SQL_FALSE, SQL_TRUE, sqlAnd, sqlNot, sqlNumber, sqlOr } from "./sql-literal";

export interface GeoSql {
  /** Exact on the rows where `unsure` does not hold, and false where it does. */
  sql: string;
  /** Rows the columns cannot answer, to be tested in memory. */
  unsure: string;
}

const NOTHING: GeoSql = { sql: SQL_FALSE, unsure: SQL_FALSE };
/** Past this the haversine formula nears asin(1) and rounding may turn it to NaN: such rows are tested in memory. */
const NEAR_ANTIPODE = Math.PI * EARTH_RADIUS_METERS * (1 - 1e-6);

export function renderGeoSql(node: GeoNode, box: GeoBoxColumns): GeoSql {
  // Every expression stays two-valued: the box columns are null together, and `present` comes first.
  const present = `${box.latMin} IS NOT NULL`;
  const single = `${box.latMin} = ${box.latMax} AND ${box.lonMin} = ${box.lonMax}`;
  const bounds = geoBounds(node);
  const near = bounds ? boxMeets(box, bounds) : SQL_TRUE;
  switch (node.kind) {
    case "geoBoundingBox":
      if (!(node.bottomRight.lat < node.topLeft.lat)) return NOTHING;
      return { sql: sqlAnd([present, single, insideBox(node.topLeft, node.bottomRight, box)]), unsure: sqlAnd([present, sqlNot(single), near]) };
    case "geoRadius": {
      if (!(node.radius > 0)) return NOTHING;
      const distance = haversineSql(node.center, box);
      // Rows within rounding of the radius are left to the in-memory test, and so are rows
      // near the antipode, where rounding may turn the formula's asin into NaN.
      const rounding = node.radius * 1e-9 + 1e-6;
      const surelyInside = `${distance} < ${sqlNumber(Math.min(node.radius - rounding, NEAR_ANTIPODE))}`;
      const high = node.radius + rounding;
      const onEdge = sqlAnd([sqlNot(surelyInside), high < NEAR_ANTIPODE ? `${distance} < ${sqlNumber(high)}` : SQL_TRUE]);
      return { sql: sqlAnd([present, single, near, surelyInside]), unsure: sqlAnd([present, near, sqlOr([sqlNot(single), onEdge])]) };
    }
    case "geoPolygon":
      return { sql: SQL_FALSE, unsure: sqlAnd([present, near]) };
  }
}

/** The row's box meets the shape's bounds. */
function boxMeets(box: GeoBoxColumns, bounds: GeoBounds): string {
  const lons = bounds.lons.map(([low, high]) => (low <= -180 && high >= 180 ? SQL_TRUE : `${box.lonMax} >= ${sqlNumber(low)} AND ${box.lonMin} <= ${sqlNumber(high)}`));
  return sqlAnd([`${box.latMax} >= ${sqlNumber(bounds.latMin)}`, `${box.latMin} <= ${sqlNumber(bounds.latMax)}`, sqlOr(lons)]);
}

/** Qdrant's box test on the row's one point, with strict bounds. */
function insideBox(topLeft: GeoPoint, bottomRight: GeoPoint, box: GeoBoxColumns): string {
  const lon = box.lonMin;
  const left = `${lon} > ${sqlNumber(topLeft.lon)}`;
  const right = `${lon} < ${sqlNumber(bottomRight.lon)}`;
  const lons = topLeft.lon > bottomRight.lon ? sqlOr([left, right]) : sqlAnd([left, right]);
  return sqlAnd([`${box.latMin} > ${sqlNumber(bottomRight.lat)}`, `${box.latMin} < ${sqlNumber(topLeft.lat)}`, lons]);
}

/** geo-shapes.ts haversineMeters from the center to the row's one point, in SQL. */
function haversineSql(center: GeoPoint, box: GeoBoxColumns): string {
  const radians = sqlNumber(TO_RADIANS);
  const sinLat = `sin((${box.latMin} - (${sqlNumber(center.lat)})) * ${radians} / 2)`;
  const sinLon = `sin((${box.lonMin} - (${sqlNumber(center.lon)})) * ${radians} / 2)`;
  const cosCenter = `(${sqlNumber(Math.cos(center.lat * TO_RADIANS))})`;
  const a = `${sinLat} * ${sinLat} + ${cosCenter} * cos(${box.latMin} * ${radians}) * (${sinLon} * ${sinLon})`;
  return `${sqlNumber(EARTH_RADIUS_METERS)} * (2 * asin(sqrt(${a})))`;
}
