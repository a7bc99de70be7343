// /browse-campaigns body (C2, C5): filters in the URL, one page of Live campaigns from the server, join or apply.
import {
  Button,
  Card,
  EmptyState,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { creatorMessages } from '@microreach/domain/creator-campaigns-rules';
import { IconFilterOff, IconSpeakerphone } from '@tabler/icons-react';
import { LoadError } from '#web/components/load-error';
import { Pager } from '#web/components/pager/pager';
import { useBrowseCampaigns } from '#web/features/creator-campaigns/api/creator-campaigns';
import { ApiRequestError } from '#web/lib/api';
import { useErrorToast } from '#web/lib/use-error-toast';
import { BrowseCampaignCard } from './browse-campaign-card';
import { resultCountText } from './browse-figures';
import { BrowseFilterBar } from './browse-filter-bar';
import { hasActiveFilters, toBrowseQuery } from './browse-filters';
import { useBrowseFilters } from './use-browse-filters';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];

export function BrowseCampaignsPage() {
  const { filters, update, search, setSearch, submitSearch, clearFilters } = useBrowseFilters();
  const browse = useBrowseCampaigns(toBrowseQuery(filters));
  useErrorToast(browse, (error) =>
    error instanceof ApiRequestError && error.status === 401
      ? creatorMessages.signInToBrowse
      : { message: creatorMessages.browseFailed },
  );

  return (
    <>
      <BrowseFilterBar
        search={search}
        onSearchChange={setSearch}
        onSearchSubmit={submitSearch}
        filters={filters}
        onChange={update}
      />
      <Results
        browse={browse}
        isFiltered={hasActiveFilters(filters)}
        onClearFilters={clearFilters}
        onPageChange={(page) => {
          update({ page });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}

type BrowseResult = ReturnType<typeof useBrowseCampaigns>;

function Results({
  browse,
  isFiltered,
  onClearFilters,
  onPageChange,
}: {
  browse: BrowseResult;
  isFiltered: boolean;
  onClearFilters: () => void;
  onPageChange: (page: number) => void;
}) {
  if (browse.isPending) return <LoadingCards />;
  if (browse.isError) {
    return (
      <LoadError
        title="Campaigns could not be loaded"
        message={`${creatorMessages.browseFailed} Check your connection and try again.`}
        onRetry={() => browse.refetch()}
        isRetrying={browse.isFetching}
      />
    );
  }

  const { items, total, totalCapped, page, pageSize } = browse.data;
  const pageCount = Math.ceil(total / pageSize);
  // A new filter's answer is on its way while the last one stays on screen.
  const isUpdating = browse.isPlaceholderData;

  if (items.length === 0) {
    if (total > 0) {
      return (
        <EmptyState
          icon={<IconSpeakerphone size={28} />}
          withIndicatorBackground
          title="No campaigns on this page"
          description={`This search has ${resultCountText(total, totalCapped)}; this page is past the last of them.`}
          py={48}
        >
          <EmptyState.Actions>
            <Button onClick={() => onPageChange(1)}>Go to the first page</Button>
          </EmptyState.Actions>
        </EmptyState>
      );
    }
    return (
      <EmptyState
        icon={isFiltered ? <IconFilterOff size={28} /> : <IconSpeakerphone size={28} />}
        withIndicatorBackground
        title={isFiltered ? 'No campaigns match your filters' : 'No live campaigns right now'}
        description={
          isFiltered
            ? 'Try another search, or clear the filters to see every live campaign.'
            : 'Brands publish new campaigns often. Check back soon.'
        }
        py={48}
      >
        {isFiltered && (
          <EmptyState.Actions>
            <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
              Clear filters
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="xs" mih={30}>
        <Group gap="xs">
          <Text fw={600} role="status" aria-live="polite">
            {resultCountText(total, totalCapped)}
          </Text>
          {isUpdating && <Loader size="xs" role="status" aria-label="Updating results" />}
        </Group>
        {isFiltered && (
          <Button variant="subtle" size="compact-sm" leftSection={<IconFilterOff size={14} />} onClick={onClearFilters}>
            Clear filters
          </Button>
        )}
      </Group>
      <SimpleGrid
        cols={GRID_COLS}
        spacing="lg"
        style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}
        aria-busy={isUpdating}
      >
        {items.map((campaign) => (
          <BrowseCampaignCard key={campaign.id} campaign={campaign} />
        ))}
      </SimpleGrid>
      {total > pageSize && (
        <Pager label="Campaign pages" total={pageCount} value={page} onChange={onPageChange} disabled={isUpdating} />
      )}
    </Stack>
  );
}

function LoadingCards() {
  return (
    <div role="status">
      <VisuallyHidden>Loading campaigns...</VisuallyHidden>
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-hidden>
        {SKELETON_KEYS.map((key) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Skeleton height={22} width="70%" />
              <Skeleton height={14} width="40%" />
              <Group gap={6}>
                <Skeleton height={20} width={90} radius="xl" />
                <Skeleton height={20} width={64} radius="xl" />
              </Group>
              <Skeleton height={12} />
              <Skeleton height={12} />
              <Skeleton height={12} width="60%" />
              <Skeleton height={36} mt="sm" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
