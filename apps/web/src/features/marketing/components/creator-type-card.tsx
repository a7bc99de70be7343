import { Badge, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconSparkles } from '@tabler/icons-react';
import type { CreatorType } from '../content/influencer-landing-content';
import classes from './marketing.module.css';
import { mediaBackground } from './role-style';

/** One slide of the creator-type showcase on the creator landing page. */
export function CreatorTypeCard({ creatorType }: { creatorType: CreatorType }) {
  const TypeIcon = creatorType.icon;
  return (
    <Card withBorder radius="lg" padding={0} shadow="sm" h="100%">
      <Box className={classes.media} h={220} style={{ background: mediaBackground(...creatorType.colors) }}>
        <Badge
          variant="white"
          color="dark"
          leftSection={<IconSparkles size={14} aria-hidden />}
          pos="absolute"
          top={12}
          left={12}
          tt="none"
        >
          No follower minimums
        </Badge>
        <TypeIcon size={88} stroke={1.2} aria-hidden style={{ opacity: 0.92 }} />
      </Box>
      <Stack gap="xs" p="lg">
        <Title order={2} fz="xl">
          {creatorType.title}
        </Title>
        <Text fz="sm" className={classes.muted}>
          {creatorType.description}
        </Text>
        <Group gap={6} wrap="nowrap" mt={4}>
          <IconBuildingStore size={16} aria-hidden style={{ flex: 'none', color: 'var(--mantine-color-dimmed)' }} />
          <Text fz="sm">{creatorType.brands}</Text>
        </Group>
        <Text fz="xs" className={classes.muted}>
          Sample campaign: {creatorType.sampleCampaign}
        </Text>
      </Stack>
    </Card>
  );
}
