// A new rule in a project, in state ok until its first check: its channels
// and API key must be the project's, and a project holds ALERT_RULES_MAX
// rules at most.
import { ALERT_RULES_MAX, type createAlertRuleBodySchema } from "../../contract/alerts";
import type { z } from "zod";
import type { Database } from "../db/client";
import type { AlertRuleRow } from "../db/schema";
import { countAlertRules, insertAlertRule } from "./store/alert-rule-store";
import { withProjectLocked } from "./store/with-project-locked";
import { AppError } from "../errors";
import { checkRuleReferences } from "./check-rule-references";

export type CreateAlertRuleInput = z.output<typeof createAlertRuleBodySchema>;

export async function createAlertRule(db: Database, projectId: string, createdBy: string, input: CreateAlertRuleInput, now = new Date()): Promise<AlertRuleRow> {
  const channelIds = [...new Set(input.channelIds)];
  await checkRuleReferences(db, projectId, { channelIds, apiKeyId: input.apiKeyId });
  return withProjectLocked(db, projectId, async (tx) => {
    if ((await countAlertRules(tx, projectId)) >= ALERT_RULES_MAX) {
      throw new AppError("conflict", `This project has ${ALERT_RULES_MAX} alert rules, the most a project may have: delete one to add another`);
    }
    return insertAlertRule(tx, { ...input, channelIds, projectId, createdBy, state: "ok", stateSince: now, createdAt: now, updatedAt: now });
  });
}
