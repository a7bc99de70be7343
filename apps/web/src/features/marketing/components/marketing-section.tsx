import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';
import { type Audience, roleStyle } from './role-style';

interface MarketingSectionProps {
  /** The section's anchor; its heading gets `${id}-title`. */
  id: string;
  audience: Audience;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  isMuted?: boolean;
  children: ReactNode;
}

/** A page section labelled by its own h2, so it is a named region for assistive technology. */
export function MarketingSection({
  id,
  audience,
  eyebrow,
  title,
  description,
  isMuted,
  children,
}: MarketingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      className={isMuted ? `${classes.section} ${classes.sectionMuted}` : classes.section}
      py={{ base: 56, md: 88 }}
    >
      <Container size="lg">
        <Stack gap="sm" align="center" ta="center" maw={720} mx="auto" mb={{ base: 32, md: 48 }}>
          {eyebrow && (
            <Text
              className={classes.accentText}
              fw={700}
              fz="sm"
              tt="uppercase"
              style={{ ...roleStyle[audience].accentText, letterSpacing: 1.2 }}
            >
              {eyebrow}
            </Text>
          )}
          {/* tabIndex -1: "See How It Works" moves keyboard focus here after scrolling. */}
          <Title order={2} id={headingId} tabIndex={-1} fz={{ base: 28, sm: 34, md: 40 }} lh={1.2} textWrap="balance">
            {title}
          </Title>
          {description && (
            <Text fz={{ base: 'md', md: 'lg' }} className={classes.muted} textWrap="pretty">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
