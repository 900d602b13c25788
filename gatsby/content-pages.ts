// Pages built from MDX in content/ (help centre, FAQ, pricing). Filled in by the content work.
import type { CreatePagesArgs, CreateNodeArgs, CreateSchemaCustomizationArgs } from "gatsby";

export function createContentSchema(_args: CreateSchemaCustomizationArgs): void {}

export function validateContentNode(_args: CreateNodeArgs): void {}

export async function createContentPages(_args: CreatePagesArgs): Promise<void> {}
