// Search, niche, budget, visibility and sort (C5). Native selects: labelled, keyboard- and phone-friendly.
import { Grid, NativeSelect, Paper, TextInput } from '@mantine/core';
import {
  BROWSE_SORT_LABELS,
  BROWSE_SORTS,
  BUDGET_BUCKET_LABELS,
  BUDGET_BUCKETS,
} from '@microreach/domain/creator-campaigns-rules';
import { CAMPAIGN_NICHES } from '@microreach/domain/options';
import { IconSearch } from '@tabler/icons-react';
import { oneOf } from '#web/lib/one-of';
import { type BrowseFilters, DEFAULT_SORT, SEARCH_MAX_LENGTH, VISIBILITY_FILTERS } from './browse-filters';

const ALL = '';

const NICHE_OPTIONS = [{ value: ALL, label: 'All niches' }, ...CAMPAIGN_NICHES.map((n) => ({ value: n, label: n }))];
const BUDGET_OPTIONS = [
  { value: ALL, label: 'Any budget' },
  ...BUDGET_BUCKETS.map((b) => ({ value: b, label: BUDGET_BUCKET_LABELS[b] })),
];
const VISIBILITY_OPTIONS = [
  { value: ALL, label: 'All' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];
const SORT_OPTIONS = BROWSE_SORTS.map((s) => ({ value: s, label: BROWSE_SORT_LABELS[s] }));

export type FilterChange = Partial<Pick<BrowseFilters, 'niche' | 'budget' | 'visibility' | 'sort'>>;

export function BrowseFilterBar({
  search,
  onSearchChange,
  onSearchSubmit,
  filters,
  onChange,
}: {
  /** What is typed, ahead of the debounced filter. */
  search: string;
  onSearchChange: (value: string) => void;
  /** Enter applies the search at once. */
  onSearchSubmit: () => void;
  filters: BrowseFilters;
  onChange: (change: FilterChange) => void;
}) {
  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter campaigns"
      withBorder
      radius="lg"
      p="md"
      mb="lg"
      onSubmit={(e) => {
        e.preventDefault();
        onSearchSubmit();
      }}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TextInput
            label="Search campaigns"
            placeholder="Name, description or niche"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => onSearchChange(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 2 }}>
          <NativeSelect
            label="Niche"
            data={NICHE_OPTIONS}
            value={filters.niche ?? ALL}
            onChange={(e) => onChange({ niche: oneOf(CAMPAIGN_NICHES, e.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <NativeSelect
            label="Budget"
            data={BUDGET_OPTIONS}
            value={filters.budget ?? ALL}
            onChange={(e) => onChange({ budget: oneOf(BUDGET_BUCKETS, e.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <NativeSelect
            label="Visibility"
            data={VISIBILITY_OPTIONS}
            value={filters.visibility ?? ALL}
            onChange={(e) => onChange({ visibility: oneOf(VISIBILITY_FILTERS, e.currentTarget.value) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 2 }}>
          <NativeSelect
            label="Sort by"
            data={SORT_OPTIONS}
            value={filters.sort}
            onChange={(e) => onChange({ sort: oneOf(BROWSE_SORTS, e.currentTarget.value) ?? DEFAULT_SORT })}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
