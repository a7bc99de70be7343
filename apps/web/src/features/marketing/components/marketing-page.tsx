// The frame of every marketing page: the header with Login and the audience's sign-up button, the page, the footer.
// Home imports it too, so it holds nothing the home page's first download does not need.
import { Button } from '@mantine/core';
import { paths } from '@microreach/domain/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';
import { type Audience, roleStyle } from './role-style';

/** Header (Login and the sign-up button), the page between, footer. */
export function MarketingPage({
  audience,
  signUpLabel,
  signUpTo,
  children,
}: {
  audience: Audience;
  /** The header's sign-up button: Sign Up, Get Started, Join Free. */
  signUpLabel: string;
  signUpTo: string;
  /** The page's `main`. */
  children: ReactNode;
}) {
  return (
    <>
      <MarketingHeader audience={audience}>
        <Button component={Link} to={paths.auth} variant="subtle" color="gray" size="sm" px="xs">
          Login
        </Button>
        <Button
          component={Link}
          to={signUpTo}
          variant="gradient"
          gradient={roleStyle[audience].gradient}
          radius="xl"
          size="sm"
          px={{ base: 'sm', xs: 'md' }}
        >
          {signUpLabel}
        </Button>
      </MarketingHeader>
      {children}
      <MarketingFooter audience={audience} />
    </>
  );
}
