import type { IconifyJSON } from "@iconify/types";

export function buildIconSubset(projectRoot: string): IconifyJSON;
export function findIconNames(roots: string[]): string[];
