// User-facing texts the spec quotes (B8, C8), written once so the server and the web app say the same thing.

import { PRODUCT_NAME } from './constants.ts';
import type { Role } from './statuses.ts';

export const GENERIC_ERROR = 'An unexpected error occurred. Please try again.';

/** A form whose schema (loaded after the page shows) could not be downloaded. */
export const FORM_LOAD_FAILED = 'Could not load the form. Check your connection and try again.';

export function roleMismatchMessage(storedRole: Role): string {
  return `This account is registered as ${storedRole === 'SMB' ? 'a Business' : 'an Influencer'}. Please use the correct login page.`;
}

export const authMessages = {
  signUpFailed: (message: string) => `Authentication failed: ${message}`,
  noUserCreated: 'Failed to create user account',
  profileSaveFailed: (message: string) => `Failed to save user profile: ${message}`,
  signInFailed: (message: string) => `Sign in failed: ${message}`,
  signInNoUser: 'Sign in failed - no user data received',
  verifyRoleFailed: (message?: string) => `Failed to verify user role: ${message ?? 'User not found'}`,
  invalidCredentials: 'Invalid email or password',
  weakPassword: 'Password is too weak',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  welcomeTitle: `Welcome to ${PRODUCT_NAME}!`,
  welcomeBody: 'Your account has been created. You will be redirected to complete your profile.',
  welcomeBackTitle: 'Welcome back!',
  welcomeBackBody: (role: Role) => `Redirecting to your ${role === 'SMB' ? 'business' : 'influencer'} dashboard...`,
  signedOut: 'You have been signed out.',
} as const;

/** Forgot password and email confirmation (issue 27). */
export const accountLinkMessages = {
  resetRequested: 'If an account exists for that address, we sent a link to reset its password. It works for 1 hour.',
  linkInvalid: 'This link has expired or was already used.',
  passwordChanged: 'Your password was changed. Sign in with your new password.',
  emailConfirmedTitle: 'Email confirmed',
  emailConfirmed: 'Your email address is confirmed.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  confirmBanner: (email: string) => `Confirm your email address: we sent a link to ${email}.`,
  confirmationSent: 'Confirmation email sent',
  confirmationSentBody: (email: string) => `We sent a new link to ${email}.`,
  notConfirmedAddFunds: 'Confirm your email address before adding funds.',
  notConfirmedWithdraw: 'Confirm your email address before withdrawing.',
} as const;

export const routeErrorTitle = 'Unexpected Application Error!';
export const notFoundTitle = 'Oops! Page not found';

/** Business Profile Settings (B8). Upload and save failures add the server's reason after a colon. */
export const businessProfileMessages = {
  loadFailed: 'Failed to load profile data',
  signInToView: { title: 'Authentication Error', message: 'Please sign in to access your profile' },
  signInToSave: { title: 'Authentication Error', message: 'Please sign in to save changes' },
  signInToUpload: 'Please sign in to upload images',
  saved: { title: 'Profile Updated', message: 'Your business profile has been saved successfully.' },
  saveFailed: (reason?: string) =>
    reason ? `Failed to save profile changes: ${reason}` : 'Failed to save profile changes',
  uploadErrorTitle: 'Upload Error',
  logoUploadFailed: 'Failed to upload logo image',
  bannerUploadFailed: 'Failed to upload banner image',
  portfolioUploadFailed: 'Failed to upload portfolio image',
  logoUploaded: 'Logo uploaded successfully!',
  bannerUploaded: 'Banner uploaded successfully!',
  portfolioUploaded: 'Portfolio image uploaded successfully!',
  logoDeleted: 'Logo deleted successfully!',
  bannerDeleted: 'Banner deleted successfully!',
  portfolioDeleted: 'Portfolio image deleted successfully!',
  portfolioDeleteFailed: 'Failed to remove portfolio image',
} as const;

/** Creator Profile Settings (C8). Upload and save failures add the server's reason after a colon. */
export const creatorProfileMessages = {
  loadFailed: 'Failed to load profile data',
  signInToView: { title: 'Authentication Error', message: 'Please sign in to access your profile' },
  signInToSave: { title: 'Authentication Error', message: 'Please sign in to save changes' },
  saved: { title: 'Profile Updated', message: 'Your profile has been saved successfully.' },
  saveFailed: (reason?: string) =>
    reason ? `Failed to update profile: ${reason}` : 'Failed to update profile. Please try again.',
  uploadErrorTitle: 'Upload Error',
  databaseErrorTitle: 'Database Error',
  pictureUploadFailed: 'Failed to upload profile picture',
  bannerUploadFailed: 'Failed to upload banner image',
  portfolioUploadFailed: 'Failed to upload portfolio image',
  pictureSaveFailed: 'Failed to save profile picture URL',
  bannerSaveFailed: 'Failed to save banner image URL',
  portfolioRemoveFailed: 'Failed to remove portfolio image',
  successTitle: 'Success',
  pictureUploaded: 'Profile picture uploaded.',
  bannerUploaded: 'Banner image uploaded.',
  portfolioUploaded: 'Portfolio image added.',
  pictureRemoved: 'Profile picture removed.',
  bannerRemoved: 'Banner image removed.',
  portfolioRemoved: 'Portfolio image removed.',
} as const;

/** The message of a failed upload or save with the server's reason: 'Failed to upload logo image: The file is empty.' */
export function withReason(message: string, reason?: string): string {
  return reason ? `${message}: ${reason}` : message;
}
