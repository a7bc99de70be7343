// A statement of one payout (issue 30): read-only, straight from the ledger.
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { creatorEarningsKeys } from '#web/lib/query-keys';

// Under the wallet's key: a payout's state moves with the wallet, and is read again with it.
export const payoutStatementKey = (id: string) => [...creatorEarningsKeys.all, 'payouts', id, 'statement'] as const;

export function usePayoutStatement(id: string) {
  return useQuery({
    queryKey: payoutStatementKey(id),
    queryFn: () => ok(client.GET('/api/creator/earnings/payouts/{id}/statement', { params: { path: { id } } })),
  });
}
