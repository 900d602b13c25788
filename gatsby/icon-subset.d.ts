import type { IconifyJSON } from "@iconify/types";

export function buildIconSubsets(projectRoot: string): { shared: IconifyJSON; areas: Record<string, IconifyJSON> };
export function iconDefinitions(projectRoot: string): Record<string, IconifyJSON>;
export function areaIconsIdentifier(area: string): string;
export function findIconNames(roots: string[]): string[];
