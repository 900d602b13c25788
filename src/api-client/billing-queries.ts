// The plan, billing details and usage in the query cache. A plan change puts
// the summary it answers in the cache at once; usage pages are kept while the
// next one loads, so the table does not jump.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingDetails, BillingSummary, ChangePlanBody, UsageQuery } from "../../contract/billing";
import { changePlan, getBillingDetails, getBillingSummary, getUsage, updateBillingDetails } from "./billing";

export const billingKeys = {
  all: ["billing"] as const,
  summary: () => [...billingKeys.all, "summary"] as const,
  details: () => [...billingKeys.all, "details"] as const,
  usage: (query: UsageQuery) => [...billingKeys.all, "usage", query] as const,
};

export function useBillingSummaryQuery(isEnabled = true) {
  return useQuery({ queryKey: billingKeys.summary(), queryFn: getBillingSummary, enabled: isEnabled });
}

export function useChangePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePlanBody) => changePlan(body),
    onSuccess: (answer) => queryClient.setQueryData<BillingSummary>(billingKeys.summary(), answer.summary),
  });
}

export function useBillingDetailsQuery(isEnabled = true) {
  return useQuery({ queryKey: billingKeys.details(), queryFn: getBillingDetails, enabled: isEnabled });
}

export function useUpdateBillingDetailsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingDetails) => updateBillingDetails(body),
    onSuccess: (details) => queryClient.setQueryData<BillingDetails>(billingKeys.details(), details),
  });
}

export function useUsageQuery(query: UsageQuery, isEnabled = true) {
  return useQuery({ queryKey: billingKeys.usage(query), queryFn: () => getUsage(query), enabled: isEnabled, placeholderData: keepPreviousData });
}
