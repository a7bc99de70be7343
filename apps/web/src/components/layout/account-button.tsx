// The account menu's button: the user's picture or initials. TopNav draws it at once; the menu around it loads when the
// button is first pointed at or pressed (account-menu.tsx, lazy-menu.tsx, issue 31).
import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { Role } from '@microreach/domain/statuses';
import type { ComponentPropsWithRef } from 'react';
import classes from './top-nav.module.css';

export interface NavUser {
  name: string;
  role: Role;
  profilePicture: string | null;
}

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

export function AccountButton({
  user,
  ...others
}: { user: NavUser } & UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    // The name starts with the initials when they are what the button shows, so it can be found by what is seen
    // (WCAG 2.5.3).
    <UnstyledButton
      aria-label={user.profilePicture ? 'Account menu' : `${initials(user.name)}, Account menu`}
      className={classes.account}
      {...others}
    >
      <Avatar src={user.profilePicture} name={user.name} color="initials" radius="xl" size={32} alt="">
        {initials(user.name)}
      </Avatar>
    </UnstyledButton>
  );
}
