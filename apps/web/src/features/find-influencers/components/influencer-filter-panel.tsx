// The search box and the collapsible filter panel (B2): niches as toggle chips, location, audience size (optionally of
// verified counts only, issue 26) and engagement rate, with a badge counting the active filters and Clear Filters.
import {
  Badge,
  Button,
  Chip,
  Collapse,
  Grid,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  AUDIENCE_MAX,
  AUDIENCE_MIN,
  AUDIENCE_STEP,
  audienceSliderLabel,
  ENGAGEMENT_MAX,
  ENGAGEMENT_MIN,
  ENGAGEMENT_STEP,
  engagementSliderLabel,
  INFLUENCER_SEARCH_MAX_LENGTH,
  influencerMessages,
} from '@microreach/domain/find-influencers-rules';
import { INFLUENCER_NICHES, LOCATIONS } from '@microreach/domain/options';
import { IconAdjustmentsHorizontal, IconChevronDown, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { oneOf } from '#web/lib/one-of';
import type { InfluencerFilters } from './influencer-filters';
import { RangeFilter } from './range-filter';

const ALL = '';
const LOCATION_OPTIONS = [{ value: ALL, label: 'All locations' }, ...LOCATIONS.map((l) => ({ value: l, label: l }))];

export type FilterChange = Partial<
  Pick<InfluencerFilters, 'niches' | 'location' | 'audience' | 'verifiedOnly' | 'engagement'>
>;

export function InfluencerFilterPanel({
  search,
  onSearchChange,
  onSearchSubmit,
  filters,
  activeCount,
  onChange,
  onClear,
  opened,
  onToggle,
}: {
  /** What is typed, ahead of the debounced search. */
  search: string;
  onSearchChange: (value: string) => void;
  /** Enter applies the search at once. */
  onSearchSubmit: () => void;
  filters: InfluencerFilters;
  activeCount: number;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  opened: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const nichesLabelId = useId();
  const verifiedOnlyNoteId = useId();

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Influencer search and filters"
      withBorder
      radius="lg"
      p="md"
      mb="lg"
      onSubmit={(e) => {
        e.preventDefault();
        onSearchSubmit();
      }}
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label="Search influencers"
            placeholder="Name, handle or keywords"
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            value={search}
            maxLength={INFLUENCER_SEARCH_MAX_LENGTH}
            onChange={(e) => onSearchChange(e.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Group gap="xs" wrap="nowrap">
            <Button
              variant={opened ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              rightSection={
                <IconChevronDown
                  size={14}
                  aria-hidden
                  style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
              aria-expanded={opened}
              aria-controls={panelId}
              onClick={onToggle}
            >
              Filters
              {activeCount > 0 && (
                <>
                  {' '}
                  <Badge component="span" size="sm" circle ml={6}>
                    {activeCount} <VisuallyHidden>active</VisuallyHidden>
                  </Badge>
                </>
              )}
            </Button>
            {activeCount > 0 && (
              <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
                Clear Filters
              </Button>
            )}
          </Group>
        </Group>

        <Collapse expanded={opened} id={panelId} keepMountedMode="display-none">
          <Stack gap="lg" pt="xs">
            <Stack gap={6} role="group" aria-labelledby={nichesLabelId}>
              <Text id={nichesLabelId} size="sm" fw={500}>
                Content niches
              </Text>
              <Chip.Group
                multiple
                value={filters.niches}
                onChange={(niches) => onChange({ niches: INFLUENCER_NICHES.filter((n) => niches.includes(n)) })}
              >
                <Group gap={6}>
                  {INFLUENCER_NICHES.map((niche) => (
                    <Chip key={niche} value={niche} size="sm">
                      {niche}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>

            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 4 }}>
                <NativeSelect
                  label="Location"
                  data={LOCATION_OPTIONS}
                  value={filters.location ?? ALL}
                  onChange={(e) => onChange({ location: oneOf(LOCATIONS, e.currentTarget.value) })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <RangeFilter
                  label="Audience size"
                  description="Instagram and TikTok followers together."
                  value={filters.audience}
                  onChange={(audience) => onChange({ audience })}
                  min={AUDIENCE_MIN}
                  max={AUDIENCE_MAX}
                  step={AUDIENCE_STEP}
                  formatValue={audienceSliderLabel}
                  fromLabel="Smallest audience"
                  toLabel="Largest audience"
                />
                <Switch
                  mt="sm"
                  label={influencerMessages.verifiedOnlyLabel}
                  aria-describedby={verifiedOnlyNoteId}
                  checked={filters.verifiedOnly}
                  onChange={(e) => onChange({ verifiedOnly: e.currentTarget.checked })}
                />
                <Text id={verifiedOnlyNoteId} size="xs" c="dimmed" mt={4}>
                  {influencerMessages.verifiedOnlyDescription}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <RangeFilter
                  label="Engagement rate"
                  description={influencerMessages.engagementBasis}
                  value={filters.engagement}
                  onChange={(engagement) => onChange({ engagement })}
                  min={ENGAGEMENT_MIN}
                  max={ENGAGEMENT_MAX}
                  step={ENGAGEMENT_STEP}
                  formatValue={engagementSliderLabel}
                  fromLabel="Lowest engagement rate"
                  toLabel="Highest engagement rate"
                />
              </Grid.Col>
            </Grid>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
