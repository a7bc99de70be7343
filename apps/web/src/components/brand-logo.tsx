import { Anchor, type MantineGradient, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME } from '@microreach/domain/constants';
import { paths } from '@microreach/domain/paths';
import { IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The brand mark linking home; `gradient` follows the role theme where there is one. */
export function BrandLogo({
  gradient = { from: 'teal', to: 'cyan' },
  size = 'md',
}: {
  gradient?: MantineGradient;
  /** 'lg' on the marketing pages. */
  size?: 'md' | 'lg';
}) {
  return (
    <Anchor
      component={Link}
      to={paths.home}
      underline="never"
      c="inherit"
      aria-label={`${PRODUCT_NAME} home`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <ThemeIcon variant="gradient" gradient={gradient} size={size === 'lg' ? 34 : 32} radius="md" aria-hidden>
        <IconBolt size={size === 'lg' ? 20 : 18} stroke={2.2} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={size === 'lg' ? { base: 'lg', xs: 'xl' } : 'lg'} lh={1} visibleFrom="xs">
        {PRODUCT_NAME}
      </Text>
    </Anchor>
  );
}
