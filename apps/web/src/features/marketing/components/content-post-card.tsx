import type { MantineColor } from '@mantine/core';
import { Avatar, Badge, Box, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  type Icon,
  IconBrandInstagram,
  IconBrandTiktok,
  IconEye,
  IconHeart,
  IconMessageCircle,
} from '@tabler/icons-react';
import classes from './marketing.module.css';
import { mediaBackground } from './role-style';

/** A sample creator post: static promotional content, drawn with a gradient and an icon instead of a photo. */
export interface ContentPost {
  id: string;
  creator: string;
  handle: string;
  platform: 'Instagram' | 'TikTok';
  niche: string;
  location: string;
  business: string;
  caption: string;
  views: string;
  likes: string;
  comments: string;
  icon: Icon;
  colors: [MantineColor, MantineColor];
}

interface ContentPostCardProps {
  post: ContentPost;
  mediaHeight?: number;
}

export function ContentPostCard({ post, mediaHeight = 200 }: ContentPostCardProps) {
  const PostIcon = post.icon;
  const PlatformIcon = post.platform === 'Instagram' ? IconBrandInstagram : IconBrandTiktok;
  return (
    <Card withBorder radius="lg" padding={0} shadow="sm" h="100%">
      <Box className={classes.media} h={mediaHeight} style={{ background: mediaBackground(...post.colors) }}>
        <Badge
          variant="white"
          color="dark"
          leftSection={<PlatformIcon size={14} aria-hidden />}
          pos="absolute"
          top={12}
          left={12}
        >
          {post.platform}
        </Badge>
        <PostIcon size={72} stroke={1.3} aria-hidden style={{ opacity: 0.9 }} />
        <Box className={classes.mediaCaption}>
          <Text fw={600} fz="sm" lineClamp={2}>
            {post.caption}
          </Text>
        </Box>
      </Box>
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Group gap="sm" wrap="nowrap">
          <Avatar name={post.creator} color="initials" radius="xl" aria-hidden />
          <Box miw={0}>
            <Text fw={600} fz="sm" truncate>
              {post.creator}
            </Text>
            <Text fz="xs" className={classes.muted} truncate>
              {post.handle} · {post.location}
            </Text>
          </Box>
        </Group>
        <Text fz="xs" className={classes.muted}>
          {post.niche} campaign for{' '}
          <Text component="span" fz="xs" fw={600} c="var(--mantine-color-text)">
            {post.business}
          </Text>
        </Text>
        <Group gap="lg" mt="auto">
          <Metric icon={IconEye} value={post.views} label="views" />
          <Metric icon={IconHeart} value={post.likes} label="likes" />
          <Metric icon={IconMessageCircle} value={post.comments} label="comments" />
        </Group>
      </Stack>
    </Card>
  );
}

function Metric({ icon: MetricIcon, value, label }: { icon: Icon; value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <MetricIcon size={16} aria-hidden style={{ color: 'var(--mantine-color-dimmed)' }} />
      <Text fz="sm" fw={600}>
        {value}
        <VisuallyHidden> {label}</VisuallyHidden>
      </Text>
    </Group>
  );
}
