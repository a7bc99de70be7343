import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '#web/components/brand-logo';
import classes from './marketing.module.css';
import type { Audience } from './role-style';
import { roleStyle } from './role-style';

interface MarketingHeaderProps {
  audience: Audience;
  /** The account links on the right (Login, Sign Up, Get Started...). */
  children: ReactNode;
}

export function MarketingHeader({ audience, children }: MarketingHeaderProps) {
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <BrandLogo gradient={roleStyle[audience].gradient} size="lg" />
          <Box component="nav" aria-label="Account">
            <Group gap={6} wrap="nowrap">
              {children}
            </Group>
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
