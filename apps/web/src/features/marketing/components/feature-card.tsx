import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import classes from './marketing.module.css';
import { type Audience, roleStyle } from './role-style';

export interface Feature {
  icon: Icon;
  title: string;
  description: string;
}

export function FeatureCard({ feature, audience }: { feature: Feature; audience: Audience }) {
  const { icon: FeatureIcon, title, description } = feature;
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" className={classes.liftCard}>
      <ThemeIcon variant="light" color={roleStyle[audience].color} size={48} radius="md" aria-hidden>
        <FeatureIcon size={26} stroke={1.8} />
      </ThemeIcon>
      <Title order={3} fz="lg" mt="md" mb={6}>
        {title}
      </Title>
      <Text fz="sm" lh={1.6} className={classes.muted}>
        {description}
      </Text>
    </Card>
  );
}
