import { Anchor, Text, ThemeIcon } from '@mantine/core';
import { PRODUCT_NAME, paths } from '@microreach/domain';
import { IconBolt } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './marketing.module.css';
import { type Audience, roleStyle } from './role-style';

export function BrandLogo({ audience }: { audience: Audience }) {
  return (
    <Anchor
      component={Link}
      to={paths.home}
      aria-label={PRODUCT_NAME}
      underline="never"
      c="inherit"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <ThemeIcon variant="gradient" gradient={roleStyle[audience].gradient} size={34} radius="md" aria-hidden>
        <IconBolt size={20} stroke={2.2} />
      </ThemeIcon>
      <Text
        component="span"
        className={classes.wordmark}
        fw={800}
        fz={{ base: 'lg', xs: 'xl' }}
        lh={1}
        style={{ letterSpacing: -0.3 }}
      >
        {PRODUCT_NAME}
      </Text>
    </Anchor>
  );
}
