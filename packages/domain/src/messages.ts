// User-facing texts the spec quotes (B8, C8), written once so the server and the web app say the same thing.

import { PRODUCT_NAME } from './constants.ts';
import type { Role } from './statuses.ts';

export const GENERIC_ERROR = 'An unexpected error occurred. Please try again.';

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
  emailTaken: 'An account with this email already exists. Sign in instead.',
  welcomeTitle: `Welcome to ${PRODUCT_NAME}!`,
  welcomeBody: 'Your account has been created. You will be redirected to complete your profile.',
  welcomeBackTitle: 'Welcome back!',
  welcomeBackBody: (role: Role) => `Redirecting to your ${role === 'SMB' ? 'business' : 'influencer'} dashboard...`,
  signedOut: 'You have been signed out.',
} as const;

export const routeErrorTitle = 'Unexpected Application Error!';
export const notFoundTitle = 'Oops! Page not found';
