// /find-influencers body (B2): the search in the URL, one page of creators from the server, View Profile and invites.
import {
  Button,
  Card,
  EmptyState,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  DEFAULT_INFLUENCER_SORT,
  INFLUENCER_MAX_PAGE,
  INFLUENCER_SORT_LABELS,
  INFLUENCER_SORTS,
  type InfluencerSort,
  influencerMessages,
  influencersFoundText,
} from '@microreach/domain/find-influencers-rules';
import { IconFilterOff, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '#web/components/load-error';
import { Pager } from '#web/components/pager/pager';
import { oneOf } from '#web/lib/one-of';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useInfluencerSearch } from '../api/find-influencers';
import { InfluencerCard } from './influencer-card';
import { InfluencerFilterPanel } from './influencer-filter-panel';
import { activeFilterCount, isNarrowed, toSearchParams } from './influencer-filters';
import { useInfluencerFilters } from './use-influencer-filters';

const GRID_COLS = { base: 1, sm: 2, lg: 3 };
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6'];
const SORT_OPTIONS = INFLUENCER_SORTS.map((s) => ({ value: s, label: INFLUENCER_SORT_LABELS[s] }));

export function FindInfluencersPage() {
  const { filters, update, search, setSearch, submitSearch, clearFilters, clearSearch } = useInfluencerFilters();
  const activeCount = activeFilterCount(filters);
  // Open at first when a shared link arrives with filters set, so what narrows the list is in view.
  const [isPanelOpen, setPanelOpen] = useState(activeCount > 0);
  const result = useInfluencerSearch(toSearchParams(filters));
  useErrorToast(result, influencerMessages.loadFailed);

  return (
    <>
      <InfluencerFilterPanel
        search={search}
        onSearchChange={setSearch}
        onSearchSubmit={submitSearch}
        filters={filters}
        activeCount={activeCount}
        onChange={update}
        onClear={clearFilters}
        opened={isPanelOpen}
        onToggle={() => setPanelOpen((open) => !open)}
      />
      <Results
        result={result}
        sort={filters.sort}
        onSortChange={(sort) => update({ sort })}
        hasSearch={filters.q !== ''}
        hasFilters={activeCount > 0}
        isVerifiedOnly={filters.verifiedOnly}
        isNarrowed={isNarrowed(filters)}
        onClearFilters={clearFilters}
        onClearSearch={clearSearch}
        onPageChange={(page) => {
          update({ page });
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </>
  );
}

function Results({
  result,
  sort,
  onSortChange,
  hasSearch,
  hasFilters,
  isNarrowed,
  onClearFilters,
  onClearSearch,
  onPageChange,
  isVerifiedOnly,
}: {
  result: ReturnType<typeof useInfluencerSearch>;
  sort: InfluencerSort;
  onSortChange: (sort: InfluencerSort) => void;
  hasSearch: boolean;
  hasFilters: boolean;
  isNarrowed: boolean;
  onClearFilters: () => void;
  onClearSearch: () => void;
  onPageChange: (page: number) => void;
  isVerifiedOnly: boolean;
}) {
  const header = (count: string | null, isUpdating: boolean) => (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group gap="xs" mih={36}>
          {count !== null && (
            <Text component="h2" fw={700} fz="lg" role="status" aria-live="polite">
              {count}
            </Text>
          )}
          {isUpdating && <Loader size="xs" role="status" aria-label="Updating results" />}
        </Group>
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort}
          onChange={(e) => onSortChange(oneOf(INFLUENCER_SORTS, e.currentTarget.value) ?? DEFAULT_INFLUENCER_SORT)}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      <Text size="xs" c="dimmed">
        Engagement is measured on each creator's submitted posts; a creator without posts shows 'No posts yet'.
      </Text>
    </Stack>
  );

  if (result.isPending) {
    return (
      <Stack gap="lg">
        {header(null, false)}
        <LoadingCards />
      </Stack>
    );
  }
  if (result.isError) {
    return (
      <Stack gap="lg">
        {header(null, false)}
        <LoadError
          title="Influencers could not be loaded"
          message={`${influencerMessages.loadFailed} Check your connection and try again.`}
          onRetry={() => result.refetch()}
          isRetrying={result.isFetching}
        />
      </Stack>
    );
  }

  const { items, total, totalIsCapped, page, pageSize } = result.data;
  // A new search's answer is on its way while the last one stays on screen.
  const isUpdating = result.isPlaceholderData;
  const countText = influencersFoundText(total, totalIsCapped);

  return (
    <Stack gap="lg">
      {header(countText, isUpdating)}
      {items.length === 0 ? (
        total > 0 ? (
          <EmptyState
            icon={<IconUsers size={28} />}
            withIndicatorBackground
            title="No influencers on this page"
            description="This page is past the last of the results."
            py={48}
          >
            <EmptyState.Actions>
              <Button onClick={() => onPageChange(1)}>Go to the first page</Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <EmptyState
            icon={isNarrowed ? <IconFilterOff size={28} /> : <IconUsers size={28} />}
            withIndicatorBackground
            title={isNarrowed ? 'No influencers match your search' : 'No influencers yet'}
            description={
              isNarrowed
                ? 'Try other words, or widen the filters.'
                : 'Creators appear here as soon as they sign up. Check back soon.'
            }
            py={48}
          >
            {isNarrowed && (
              <EmptyState.Actions>
                {hasSearch && (
                  <Button variant="light" onClick={onClearSearch}>
                    Clear search
                  </Button>
                )}
                {hasFilters && (
                  <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
                    Clear Filters
                  </Button>
                )}
              </EmptyState.Actions>
            )}
          </EmptyState>
        )
      ) : (
        <SimpleGrid
          cols={GRID_COLS}
          spacing="lg"
          style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isUpdating}
        >
          {items.map((influencer) => (
            <InfluencerCard key={influencer.id} influencer={influencer} isVerifiedOnly={isVerifiedOnly} />
          ))}
        </SimpleGrid>
      )}
      {total > pageSize && (
        <Pager
          label="Influencer pages"
          // Past the count's cap the pager offers every page the server serves.
          total={totalIsCapped ? INFLUENCER_MAX_PAGE : Math.ceil(total / pageSize)}
          value={page}
          onChange={onPageChange}
          disabled={isUpdating}
        />
      )}
    </Stack>
  );
}

function LoadingCards() {
  return (
    <div role="status">
      <VisuallyHidden>Loading influencers...</VisuallyHidden>
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-hidden>
        {SKELETON_KEYS.map((key) => (
          <Card key={key} withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Group gap="sm">
                <Skeleton height={56} circle />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={18} width="60%" />
                  <Skeleton height={12} width="40%" />
                </Stack>
              </Group>
              <Skeleton height={12} />
              <Skeleton height={12} width="80%" />
              <Group gap={6}>
                <Skeleton height={20} width={70} radius="xl" />
                <Skeleton height={20} width={60} radius="xl" />
              </Group>
              <Skeleton height={36} mt="sm" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
