import { Box, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import classes from './marketing.module.css';
import { type Audience, roleStyle } from './role-style';

export interface Step {
  icon: Icon;
  title: string;
  description: string;
}

/** Numbered "how it works" steps; an ordered list, laid out as a responsive grid. */
export function StepList({ steps, audience }: { steps: Step[]; audience: Audience }) {
  const { color, gradient } = roleStyle[audience];
  return (
    <SimpleGrid role="list" cols={{ base: 1, sm: 2, md: steps.length }} spacing="lg">
      {steps.map(({ icon: StepIcon, title, description }, position) => (
        <Box role="listitem" key={title}>
          <Card withBorder radius="lg" padding="xl" className={classes.liftCard}>
            <Group justify="space-between" align="center">
              <ThemeIcon variant="gradient" gradient={gradient} size={44} radius="xl" aria-hidden>
                <Text component="span" fw={800} fz="lg" c="white">
                  {position + 1}
                </Text>
              </ThemeIcon>
              <StepIcon size={30} stroke={1.5} aria-hidden style={{ color: `var(--mantine-color-${color}-6)` }} />
            </Group>
            <Title order={3} fz="lg" mt="lg" mb={6}>
              {title}
            </Title>
            <Text fz="sm" lh={1.6} className={classes.muted}>
              {description}
            </Text>
          </Card>
        </Box>
      ))}
    </SimpleGrid>
  );
}
