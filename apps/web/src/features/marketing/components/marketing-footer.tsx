import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@microreach/domain/constants';
import { paths } from '@microreach/domain/paths';
import { Link } from 'react-router';
import { BrandLogo } from '#web/components/brand-logo';
import classes from './marketing.module.css';
import type { Audience } from './role-style';
import { roleStyle } from './role-style';

const footerLinks = [
  { label: 'Home', to: paths.home },
  { label: 'For Businesses', to: paths.smbLanding },
  { label: 'For Creators', to: paths.influencerLanding },
  { label: 'Log in', to: paths.auth },
];

export function MarketingFooter({ audience }: { audience: Audience }) {
  return (
    <Box component="footer" py="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={6}>
            <BrandLogo gradient={roleStyle[audience].gradient} size="lg" />
            <Text size="sm" className={classes.muted}>
              The marketplace where small businesses and creators grow together.
            </Text>
          </Stack>
          <Box component="nav" aria-label="Footer">
            <Group gap="lg">
              {footerLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="inherit">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Box>
        </Group>
        <Text size="xs" className={classes.muted} mt="lg">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Testimonials, statistics and sample posts on our marketing pages
          are illustrative.
        </Text>
      </Container>
    </Box>
  );
}
