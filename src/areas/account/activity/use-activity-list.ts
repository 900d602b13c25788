// The audit trail's entries in the specification's list state
// (components/use-list-state.ts), from empty params: the service filters and
// pages, so allData is the page it sent.
import type { AuditEntryView } from "../../../../contract/audit";
import { listAuditEntries, type AuditListParams } from "../../../api-client/audit";
import { useListState, type ListStateApi } from "../../../components/use-list-state";

export type ActivityList = ListStateApi<AuditEntryView, AuditListParams>;

async function loadActivity(params: AuditListParams) {
  const answer = await listAuditEntries(params);
  return { data: answer.entries, total: answer.total, allData: answer.entries };
}

export function useActivityList(): ActivityList {
  return useListState(loadActivity, {});
}
