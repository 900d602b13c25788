// The parameters of one statement, numbered as they are added: every value a request holds goes in as one. And the
// shape of a filter tree (and, or, not, min_should) in SQL, the same at a row's top and inside a nested filter.
import type { FilterNode } from "../filter/filter-tree";

export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The tree as a boolean expression: its shape here, each condition by `condition`. */
export function renderTree(node: FilterNode, params: SqlParams, condition: (node: FilterNode) => string): string {
  const each = (children: readonly FilterNode[]) => children.map((child) => renderTree(child, params, condition));
  switch (node.kind) {
    case "all":
      return "TRUE";
    case "and":
      return node.children.length === 0 ? "TRUE" : `(${each(node.children).join(" AND ")})`;
    case "or":
      return node.children.length === 0 ? "FALSE" : `(${each(node.children).join(" OR ")})`;
    case "not":
      return `(NOT ${renderTree(node.child, params, condition)})`;
    case "atLeast":
      return `((${each(node.children)
        .map((child) => `(${child})::int`)
        .join(" + ")}) >= ${params.add(node.min)})`;
    default:
      return condition(node);
  }
}
