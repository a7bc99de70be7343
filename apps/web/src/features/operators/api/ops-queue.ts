// The operators' queue (issue 28 item 2): what needs a person, oldest first, and the decisions on it.

import type { HoldDecisionSchema, PayoutDecision } from '@microreach/domain/operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, ok } from '#web/lib/api';
import { OPS_API, opsKeys } from './ops-session';

export type HoldDecision = z.input<typeof HoldDecisionSchema>;
export interface ReportDecision {
  decision: 'dismiss' | 'action';
  reason: string;
}

export function useOpsQueue() {
  return useQuery({
    meta: OPS_API,
    queryKey: opsKeys.queue,
    queryFn: () => ok(client.GET('/api/ops/queue')),
    // Another operator may take an item: the queue is read again when the console comes back into view.
    refetchOnWindowFocus: true,
  });
}

/** A decision leaves the queue, decided here or (a 409) by another operator first: either way it is read again. */
export function useDecideHold() {
  const qc = useQueryClient();
  return useMutation({
    meta: OPS_API,
    mutationFn: ({ id, ...body }: HoldDecision & { id: string }) =>
      ok(client.POST('/api/ops/holds/{id}/decision', { params: { path: { id } }, body })),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.queue }),
  });
}

export function useDecideReport() {
  const qc = useQueryClient();
  return useMutation({
    meta: OPS_API,
    mutationFn: ({ id, ...body }: ReportDecision & { id: string }) =>
      ok(client.POST('/api/ops/reports/{id}/decision', { params: { path: { id } }, body })),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.queue }),
  });
}

/** A Delayed payout settled by the operator: paid, or failed back to the creator's wallet. */
export function useDecidePayout() {
  const qc = useQueryClient();
  return useMutation({
    meta: OPS_API,
    mutationFn: ({ id, ...body }: PayoutDecision & { id: string }) =>
      ok(client.POST('/api/ops/payouts/{id}/decision', { params: { path: { id } }, body })),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.queue }),
  });
}

export function useAcknowledgeDifference() {
  const qc = useQueryClient();
  return useMutation({
    meta: OPS_API,
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      ok(client.POST('/api/ops/reconciliation/{id}/acknowledge', { params: { path: { id } }, body: { reason } })),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.queue }),
  });
}
