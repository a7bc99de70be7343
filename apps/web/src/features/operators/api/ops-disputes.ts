// Disputes on posts in the console (issue 28 item 4): the operator writes in a dispute's thread and decides it. Both
// answer the dispute as it now stands; the queue is read again either way (a decided dispute leaves it, and a 409 means
// another operator decided first).
import type { DisputeDecisionSchema } from '@microreach/domain/operators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { client, ok } from '#web/lib/api';
import { OPS_API, opsKeys } from './ops-session';

export type DisputeDecision = z.input<typeof DisputeDecisionSchema>;

export function useReplyInDispute() {
  const qc = useQueryClient();
  return useMutation({
    meta: OPS_API,
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      ok(client.POST('/api/ops/disputes/{id}/messages', { params: { path: { id } }, body: { body } })),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.queue }),
  });
}

export function useDecideDispute() {
  const qc = useQueryClient();
  return useMutation({
    meta: OPS_API,
    mutationFn: ({ id, ...body }: DisputeDecision & { id: string }) =>
      ok(client.POST('/api/ops/disputes/{id}/decision', { params: { path: { id } }, body })),
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.queue }),
  });
}
