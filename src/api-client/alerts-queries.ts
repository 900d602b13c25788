// A project's alert rules and channels in the query cache. Rules change state
// as the service checks them every minute, so their list is asked for afresh
// when the page opens and then every minute while it is visible. Changes made
// here put the service's answer in the cached lists; a webhook's secret, in
// the answer to its creation or rotation only, never enters the cache.
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AlertChannel, AlertDelivery, AlertRule, CreateAlertChannelBody, CreateAlertRuleBody, UpdateAlertRuleBody } from "../../contract/alerts";
import {
  createAlertChannel,
  createAlertRule,
  deleteAlertChannel,
  deleteAlertRule,
  getAlertRuleHistory,
  listAlertChannels,
  listAlertRules,
  listChannelDeliveries,
  muteAlertRule,
  testAlertChannel,
  updateAlertChannel,
  updateAlertRule,
} from "./alerts";
import { alertKeys } from "./query-keys";

const CHECK_PERIOD_MS = 60_000;
/** A delivery being retried changes within seconds: its log is asked again this often while one is pending. */
const PENDING_DELIVERY_REFRESH_MS = 5_000;

export function useAlertRulesQuery(projectId: string) {
  return useQuery({ queryKey: alertKeys.rules(projectId), queryFn: () => listAlertRules(projectId), staleTime: 0, refetchInterval: CHECK_PERIOD_MS });
}

export function useAlertRuleHistoryQuery(projectId: string, ruleId: string) {
  return useQuery({ queryKey: alertKeys.history(projectId, ruleId), queryFn: () => getAlertRuleHistory(projectId, ruleId), staleTime: 0 });
}

export function useAlertChannelsQuery(projectId: string) {
  return useQuery({ queryKey: alertKeys.channels(projectId), queryFn: () => listAlertChannels(projectId) });
}

export function useChannelDeliveriesQuery(projectId: string, channelId: string) {
  return useQuery({
    queryKey: alertKeys.deliveries(projectId, channelId),
    queryFn: () => listChannelDeliveries(projectId, channelId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.state === "pending") ? PENDING_DELIVERY_REFRESH_MS : false),
  });
}

/** The cached list with `item` in place of the one of its id, or added at the end. */
function putById<T extends { id: string }>(queryClient: QueryClient, key: readonly unknown[], item: T): void {
  queryClient.setQueryData<T[]>(key, (list) => {
    if (list === undefined) return list;
    return list.some((found) => found.id === item.id) ? list.map((found) => (found.id === item.id ? item : found)) : [...list, item];
  });
}

function removeById<T extends { id: string }>(queryClient: QueryClient, key: readonly unknown[], id: string): void {
  queryClient.setQueryData<T[]>(key, (list) => list?.filter((found) => found.id !== id));
}

export function useCreateAlertRuleMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertRuleBody) => createAlertRule(projectId, body),
    onSuccess: (rule) => putById<AlertRule>(queryClient, alertKeys.rules(projectId), rule),
  });
}

/** A changed condition starts the rule again from ok, which its history records. */
export function useUpdateAlertRuleMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId: string; body: UpdateAlertRuleBody }) => updateAlertRule(projectId, ruleId, body),
    onSuccess: (rule) => {
      putById<AlertRule>(queryClient, alertKeys.rules(projectId), rule);
      void queryClient.invalidateQueries({ queryKey: alertKeys.history(projectId, rule.id) });
    },
  });
}

export function useMuteAlertRuleMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, minutes }: { ruleId: string; minutes: number }) => muteAlertRule(projectId, ruleId, minutes),
    onSuccess: (rule) => putById<AlertRule>(queryClient, alertKeys.rules(projectId), rule),
  });
}

export function useDeleteAlertRuleMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) => deleteAlertRule(projectId, ruleId),
    onSuccess: (_answer, ruleId) => {
      queryClient.removeQueries({ queryKey: alertKeys.history(projectId, ruleId) });
      removeById<AlertRule>(queryClient, alertKeys.rules(projectId), ruleId);
    },
  });
}

export function useCreateAlertChannelMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertChannelBody) => createAlertChannel(projectId, body),
    // The answer may hold the secret: dropped from the cache as soon as the dialog lets it go.
    gcTime: 0,
    onSuccess: ({ channel }) => putById<AlertChannel>(queryClient, alertKeys.channels(projectId), channel),
  });
}

/** A new signing secret for a webhook: in the answer only, as at its creation. */
export function useRotateChannelSecretMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => updateAlertChannel(projectId, channelId, { rotateSecret: true }),
    gcTime: 0,
    onSuccess: ({ channel }) => putById<AlertChannel>(queryClient, alertKeys.channels(projectId), channel),
  });
}

/** Rules stop notifying a deleted channel: their lists of channels are asked for again. */
export function useDeleteAlertChannelMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => deleteAlertChannel(projectId, channelId),
    onSuccess: (_answer, channelId) => {
      queryClient.removeQueries({ queryKey: alertKeys.deliveries(projectId, channelId) });
      removeById<AlertChannel>(queryClient, alertKeys.channels(projectId), channelId);
      void queryClient.invalidateQueries({ queryKey: alertKeys.rules(projectId) });
    },
  });
}

/** The test's delivery joins the channel's log at its head. */
export function useTestAlertChannelMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => testAlertChannel(projectId, channelId),
    onSuccess: (delivery) => {
      queryClient.setQueryData<AlertDelivery[]>(alertKeys.deliveries(projectId, delivery.channelId), (log) => (log === undefined ? log : [delivery, ...log.filter((found) => found.id !== delivery.id)]));
      void queryClient.invalidateQueries({ queryKey: alertKeys.deliveries(projectId, delivery.channelId) });
    },
  });
}
