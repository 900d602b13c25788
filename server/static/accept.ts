// Content negotiation for the 404 answer: API clients and scripts that ask for
// JSON get JSON, browsers (text/html first) get the site's 404 page; and for
// GET /, where a client asking for JSON gets Qdrant's version document
// (server/data/service/public-routes.ts).

/**
 * True when the Accept header ranks application/json above text/html. At equal
 * quality the type named outright wins over one covered by a wildcard, so
 * axios' "application/json, text/plain, *\/*" gets JSON and "*\/*" gets HTML.
 */
export function prefersJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = accept.split(",").map(parseMediaRange);
  const json = rank(ranges, "application", "json");
  const html = rank(ranges, "text", "html");
  return json.q > html.q || (json.q === html.q && json.q > 0 && json.specificity > html.specificity);
}

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

interface Rank {
  q: number;
  /** 2: "type/subtype", 1: "type/*", 0: "*\/*" or not accepted. */
  specificity: number;
}

function parseMediaRange(part: string): MediaRange {
  const [mediaType = "", ...params] = part.trim().toLowerCase().split(";");
  const [type = "", subtype = ""] = mediaType.trim().split("/");
  const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
  const q = qParam === undefined ? 1 : Number(qParam.slice(2));
  return { type, subtype, q: Number.isFinite(q) ? q : 0 };
}

/** The most specific range that covers the type decides its quality (RFC 9110, 12.5.1). */
function rank(ranges: readonly MediaRange[], type: string, subtype: string): Rank {
  const exact = ranges.find((range) => range.type === type && range.subtype === subtype);
  if (exact) return { q: exact.q, specificity: 2 };
  const typeWide = ranges.find((range) => range.type === type && range.subtype === "*");
  if (typeWide) return { q: typeWide.q, specificity: 1 };
  const any = ranges.find((range) => range.type === "*" && range.subtype === "*");
  return { q: any?.q ?? 0, specificity: 0 };
}
