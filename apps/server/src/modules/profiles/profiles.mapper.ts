import type { CurrentUser } from '@microreach/domain/auth';
import type { MarketplaceUserRow } from '#server/lib/marketplace-user.ts';

/** `emailConfirmed` lives on the auth user (auth_users.email_verified), not on the profile row. */
export function toCurrentUser(row: MarketplaceUserRow, emailConfirmed: boolean): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    companyName: row.companyName,
    profilePicture: row.profilePicture,
    emailConfirmed,
  };
}
