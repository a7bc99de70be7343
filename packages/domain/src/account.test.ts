import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  ChangeEmailInputSchema,
  ChangePasswordFormSchema,
  ChangePasswordInputSchema,
  ConfirmEmailChangeInputSchema,
} from './account.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('account settings schemas', () => {
  it('normalises the new email address as sign-up does', () => {
    expect(ChangeEmailInputSchema.parse({ newEmail: '  Mia@New.Example ', currentPassword: 'secret' }).newEmail).toBe(
      'mia@new.example',
    );
    expect(firstMessage(ChangeEmailInputSchema.safeParse({ newEmail: 'not an address', currentPassword: 'x' }))).toBe(
      'Enter a valid email address.',
    );
    expect(
      ChangeEmailInputSchema.safeParse({ newEmail: `${'a'.repeat(250)}@x.io`, currentPassword: 'x' }).success,
    ).toBe(false);
  });

  it('asks for the current password and applies the length rules to the new one', () => {
    expect(firstMessage(ChangePasswordInputSchema.safeParse({ currentPassword: '', newPassword: 'x'.repeat(8) }))).toBe(
      'Enter your current password.',
    );
    expect(ChangePasswordInputSchema.safeParse({ currentPassword: 'a', newPassword: 'short' }).success).toBe(false);
    expect(ChangePasswordInputSchema.safeParse({ currentPassword: 'a', newPassword: 'x'.repeat(129) }).success).toBe(
      false,
    );
    // Nothing the schema does not name is accepted.
    expect(
      ChangePasswordInputSchema.safeParse({ currentPassword: 'a', newPassword: 'x'.repeat(8), userId: 'u' }).success,
    ).toBe(false);
  });

  it('the form wants the new password typed twice the same', () => {
    const result = ChangePasswordFormSchema.safeParse({
      currentPassword: 'a',
      newPassword: 'copper-meadow-falcon-77',
      confirmPassword: 'copper-meadow-falcon-78',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: accountMessages.passwordsDiffer }),
    ]);
  });

  it('bounds a link token', () => {
    expect(ConfirmEmailChangeInputSchema.safeParse({ token: '' }).success).toBe(false);
    expect(ConfirmEmailChangeInputSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
    expect(ConfirmEmailChangeInputSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
  });
});
