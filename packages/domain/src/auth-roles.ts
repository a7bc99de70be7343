// The role and tab of the /auth page as they appear in its query string (no zod: every page's guard uses them).
import type { Role } from './statuses.ts';

/** The role as it appears in the /auth query string and the role picker. */
export const AUTH_ROLES = ['smb', 'influencer'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];
export const AUTH_TABS = ['signin', 'signup'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function toRole(authRole: AuthRole): Role {
  return authRole === 'smb' ? 'SMB' : 'Influencer';
}
export function toAuthRole(role: Role): AuthRole {
  return role === 'SMB' ? 'smb' : 'influencer';
}

export function parseAuthRole(value: string | null | undefined): AuthRole {
  return value === 'influencer' ? 'influencer' : 'smb';
}
export function parseAuthTab(value: string | null | undefined): AuthTab {
  return value === 'signup' ? 'signup' : 'signin';
}
