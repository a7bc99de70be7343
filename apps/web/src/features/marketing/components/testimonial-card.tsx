import { Avatar, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import classes from './marketing.module.css';
import type { Audience } from './role-style';
import { roleStyle } from './role-style';
import { StarRating } from './star-rating';

export interface Testimonial {
  name: string;
  /** The business (or, for a creator, their niche and handle). */
  business: string;
  quote: string;
  /** 1 to 5. */
  rating: number;
}

export function TestimonialCard({ testimonial, audience }: { testimonial: Testimonial; audience: Audience }) {
  const { color } = roleStyle[audience];
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" className={classes.liftCard}>
      <Box component="figure" m={0} h="100%">
        <Stack gap="md" h="100%">
          <Group justify="space-between">
            <StarRating value={testimonial.rating} />
            <IconQuote size={28} aria-hidden style={{ color: `var(--mantine-color-${color}-3)` }} />
          </Group>
          <Box component="blockquote" m={0} style={{ flex: 1 }}>
            <Text fz="md" lh={1.6}>
              “{testimonial.quote}”
            </Text>
          </Box>
          <Group gap="sm" wrap="nowrap">
            <Avatar name={testimonial.name} color="initials" radius="xl" aria-hidden />
            <Box component="figcaption">
              <Text fw={600} fz="sm">
                {testimonial.name}
              </Text>
              <Text fz="sm" className={classes.muted}>
                {testimonial.business}
              </Text>
            </Box>
          </Group>
        </Stack>
      </Box>
    </Card>
  );
}
