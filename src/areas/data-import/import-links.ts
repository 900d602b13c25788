// Which import a sub-path of Data Import names (its page: src/links/import-links.ts).

/** The import a sub-path of Data Import names ("/<id>" → "<id>"), or null for the area itself. */
export function importOfSubPath(subPath: string): string | null {
  const match = /^\/([0-9a-fA-F-]{36})$/.exec(subPath);
  return match ? match[1]!.toLowerCase() : null;
}
