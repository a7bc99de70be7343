// One recorded agreement to a campaign's terms (issue 29), for the creator who agreed and the campaign's business.
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export const agreementKeys = {
  one: (id: string) => ['agreements', id] as const,
};

export function useAgreement(id: string) {
  return useQuery({
    queryKey: agreementKeys.one(id),
    queryFn: () => ok(client.GET('/api/agreements/{id}', { params: { path: { id } } })),
  });
}
