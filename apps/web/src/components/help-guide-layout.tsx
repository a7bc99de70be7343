// The frame both help guides share (/help for creators and for businesses): a hero with topic links, titled
// sections and rules set apart. Each guide brings its own words and colour.
import { Anchor, Badge, Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type HelpColor = 'pink' | 'teal';

const HERO_BACKGROUND: Record<HelpColor, string> = {
  pink: 'linear-gradient(135deg, var(--mantine-color-pink-0), var(--mantine-color-violet-0))',
  teal: 'linear-gradient(135deg, var(--mantine-color-teal-0), var(--mantine-color-cyan-0))',
};

export function HelpHero(props: {
  color: HelpColor;
  badge: string;
  title: string;
  intro: ReactNode;
  actions: ReactNode;
  topics: ReadonlyArray<{ id: string; title: string }>;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="help-title"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      style={{
        background: HERO_BACKGROUND[props.color],
        border: `1px solid var(--mantine-color-${props.color}-1)`,
      }}
    >
      <Stack gap="md">
        <Badge variant="light" color={props.color} w="fit-content">
          {props.badge}
        </Badge>
        <Title id="help-title" order={1} fz={{ base: 26, sm: 34 }}>
          {props.title}
        </Title>
        <Text maw={640}>{props.intro}</Text>
        <Group gap="sm">{props.actions}</Group>
        <Box component="nav" aria-label="Help topics">
          <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {props.topics.map((s) => (
              <li key={s.id}>
                <Anchor href={`#${s.id}`} size="sm" c={props.color}>
                  {s.title}
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>
      </Stack>
    </Paper>
  );
}

export function HelpSection(props: {
  id: string;
  title: string;
  icon: ReactNode;
  color: HelpColor;
  children: ReactNode;
}) {
  const headingId = `${props.id}-title`;
  return (
    <Paper
      component="section"
      id={props.id}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
    >
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon variant="light" color={props.color} radius="md" size="lg" aria-hidden>
          {props.icon}
        </ThemeIcon>
        <Title id={headingId} order={2} size="h3">
          {props.title}
        </Title>
      </Group>
      {props.children}
    </Paper>
  );
}

/** A rule stated plainly, set apart from the steps around it. */
export function HelpRule({ color, children }: { color: HelpColor; children: ReactNode }) {
  return (
    <Group gap="xs" mt="md" p="sm" wrap="nowrap" bg={`${color}.0`} style={{ borderRadius: 8 }} align="flex-start">
      <IconInfoCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
