// An item is active when the current path equals its path or matches its
// parameters (SPEC.md section 2). A menu path may name parameters (":name"),
// and every path below an item's path belongs to it ("/ai-hub/datasets/docs"
// is inside Datasets).
import { normalizePath } from "../../console-routes";

export function isPathActive(itemPath: string, currentPath: string): boolean {
  const item = normalizePath(itemPath).split("/");
  const current = normalizePath(currentPath).split("/");
  if (current.length < item.length) return false;
  return item.every((segment, i) => segment.startsWith(":") ? current[i] !== "" : segment === current[i]);
}

export function isGroupActive(children: readonly { path: string }[], currentPath: string): boolean {
  return children.some((child) => isPathActive(child.path, currentPath));
}
