// What each kind of message says: every message in plain text and in HTML, named for the product, with whatever a
// person typed (a name, a notification's text) escaped in the HTML. The spec quotes no email wording; where a message
// retells a notification it uses the notification's own texts (@microreach/domain/notification-texts).
import type { NotificationContent } from '@microreach/domain/notification-texts';
import type { EmailKind } from '#server/db/schema/index.ts';

export const PRODUCT_NAME = 'MicroReach';

/** A message ready for the outbox. */
export interface RenderedEmail {
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, name to value. */
  headers?: Record<string, string>;
}

/** Text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A link a message may carry: an absolute http(s) URL (never javascript: or a relative path a mail client guesses). */
function linkUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`An email link must be an http(s) URL, not ${parsed.protocol}`);
  }
  return parsed.href;
}

export interface EmailLayout {
  kind: EmailKind;
  subject: string;
  /** Who it is for, as they named themselves (escaped in the HTML). */
  greetingName: string | null;
  paragraphs: string[];
  action: { label: string; url: string };
  /** After the button: why they got it, what to do if it was not them. */
  after: string[];
  appUrl: string;
  /** Links at the very end, beside the product's name (a notification's unsubscribe and preferences). */
  footerLinks?: Array<{ label: string; url: string }>;
  /** Extra headers of the message (a notification's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export function renderEmail({
  kind,
  subject,
  greetingName,
  paragraphs,
  action,
  after,
  appUrl,
  footerLinks = [],
  headers,
}: EmailLayout): RenderedEmail {
  const url = linkUrl(action.url);
  const home = linkUrl(appUrl);
  const footer = footerLinks.map((l) => ({ label: l.label, url: linkUrl(l.url) }));
  const greeting = greetingName ? `Hi ${greetingName},` : 'Hi,';
  const text = [
    greeting,
    ...paragraphs,
    `${action.label}: ${url}`,
    ...after,
    `${PRODUCT_NAME}\n${home}`,
    ...footer.map((l) => `${l.label}: ${l.url}`),
  ].join('\n\n');
  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1b1e">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1c7ed6">${PRODUCT_NAME}</p>
${p(escapeHtml(greeting))}
${paragraphs.map((x) => p(escapeHtml(x))).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#1971c2;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(action.label)}</a></p>
${p(`Or open this link: <a href="${escapeHtml(url)}" style="color:#1971c2;word-break:break-all">${escapeHtml(url)}</a>`)}
${after.map((x) => p(escapeHtml(x))).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#5c5f66">${PRODUCT_NAME} · <a href="${escapeHtml(home)}" style="color:#5c5f66">${escapeHtml(home)}</a>${footer.map((l) => ` · <a href="${escapeHtml(l.url)}" style="color:#5c5f66">${escapeHtml(l.label)}</a>`).join('')}</p>
</div>
</body>
</html>
`;
  return headers ? { kind, subject, text, html, headers } : { kind, subject, text, html };
}

export interface PasswordResetEmailInput {
  name: string | null;
  /** The one-time link that opens the new-password form. */
  resetUrl: string;
  expiresInMinutes: number;
  appUrl: string;
}

/** Forgot password: the link to choose a new one. */
export function passwordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  return renderEmail({
    kind: 'password_reset',
    subject: `Reset your ${PRODUCT_NAME} password`,
    greetingName: input.name,
    paragraphs: [`We received a request to reset the password of your ${PRODUCT_NAME} account.`],
    action: { label: 'Reset your password', url: input.resetUrl },
    after: [
      `This link works once and expires in ${input.expiresInMinutes} minutes.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    appUrl: input.appUrl,
  });
}

export interface EmailConfirmationInput {
  name: string | null;
  confirmUrl: string;
  appUrl: string;
}

/** Sign-up: confirming that the address is theirs. */
export function emailConfirmationEmail(input: EmailConfirmationInput): RenderedEmail {
  return renderEmail({
    kind: 'email_confirmation',
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [
      `Welcome to ${PRODUCT_NAME}. Confirm that this is your email address to finish setting up your account.`,
    ],
    action: { label: 'Confirm your email', url: input.confirmUrl },
    after: [`If you did not sign up for ${PRODUCT_NAME}, ignore this email: no account is made without it.`],
    appUrl: input.appUrl,
  });
}

export interface NotificationEmailInput {
  name: string | null;
  /** The notification as the bell shows it: its title, body and the page it links to (a path of the app). */
  notification: NotificationContent;
  /** More than the bell says (a fix's deadline), after its body. */
  details?: string[];
  appUrl: string;
  /**
   * Every notification email can be stopped (issue 27, RFC 8058): `oneClickUrl` is the List-Unsubscribe header's
   * (a mail provider POSTs to it), `pageUrl` the footer's (a person confirms there), `preferencesUrl` the settings.
   */
  unsubscribe?: { oneClickUrl: string; pageUrl: string; preferencesUrl: string; label: string };
}

/** A notification of the bell, also sent by email. */
export function notificationEmail({
  name,
  notification,
  details = [],
  appUrl,
  unsubscribe,
}: NotificationEmailInput): RenderedEmail {
  return renderEmail({
    kind: 'notification',
    subject: `${notification.title} - ${PRODUCT_NAME}`,
    greetingName: name,
    paragraphs: [notification.title, notification.body, ...details],
    action: { label: `Open ${PRODUCT_NAME}`, url: new URL(notification.link, appUrl).href },
    after: [
      unsubscribe
        ? `You get this email because ${unsubscribe.label.toLowerCase()} emails are on for your ${PRODUCT_NAME} account.`
        : `You get this email because of activity on your ${PRODUCT_NAME} account.`,
    ],
    appUrl,
    footerLinks: unsubscribe
      ? [
          { label: 'Unsubscribe', url: unsubscribe.pageUrl },
          { label: 'Email preferences', url: unsubscribe.preferencesUrl },
        ]
      : [],
    headers: unsubscribe
      ? {
          'List-Unsubscribe': `<${linkUrl(unsubscribe.oneClickUrl)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
  });
}

export interface PasswordChangedInput {
  name: string | null;
  /** Where they can reset it if it was not them: the Forgot password page. */
  resetUrl: string;
  appUrl: string;
}

/** After a reset or a change: the notice that the password changed (and every other session ended). */
export function passwordChangedEmail(input: PasswordChangedInput): RenderedEmail {
  return renderEmail({
    kind: 'password_changed',
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greetingName: input.name,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every device signed in to it was signed out.`,
    ],
    action: { label: 'Reset your password', url: input.resetUrl },
    after: ['If this was you, there is nothing to do. If it was not, reset your password now with the link above.'],
    appUrl: input.appUrl,
  });
}

export interface AccountExistsInput {
  name: string | null;
  signInUrl: string;
  resetUrl: string;
  appUrl: string;
}

/** A sign-up with an address that already has an account: the owner is told, and nothing else happens. */
export function accountExistsEmail(input: AccountExistsInput): RenderedEmail {
  return renderEmail({
    kind: 'account_exists',
    subject: `You already have a ${PRODUCT_NAME} account`,
    greetingName: input.name,
    paragraphs: [
      `Someone tried to sign up for ${PRODUCT_NAME} with this email address, which already has an account. No new account was made.`,
      `If it was you, sign in instead. If you forgot your password, you can reset it: ${input.resetUrl}`,
    ],
    action: { label: 'Sign in', url: input.signInUrl },
    after: ['If it was not you, ignore this email: your account has not changed.'],
    appUrl: input.appUrl,
  });
}

export interface EmailChangeInput {
  name: string | null;
  /** The new address, as typed. */
  newEmail: string;
  confirmUrl: string;
  expiresInHours: number;
  appUrl: string;
}

/** A change of email: the link, sent to the new address, that makes it the account's. */
export function emailChangeEmail(input: EmailChangeInput): RenderedEmail {
  return renderEmail({
    kind: 'email_change',
    subject: `Confirm your new email for ${PRODUCT_NAME}`,
    greetingName: input.name,
    paragraphs: [`Confirm that ${input.newEmail} is the new email address of your ${PRODUCT_NAME} account.`],
    action: { label: 'Confirm your new email', url: input.confirmUrl },
    after: [
      `This link works once and expires in ${input.expiresInHours} hours. Until then your account keeps its current email.`,
      'If you did not ask for this, ignore this email.',
    ],
    appUrl: input.appUrl,
  });
}

export interface EmailChangedInput {
  name: string | null;
  newEmail: string;
  /** Where the old address's owner can act if it was not them (the Forgot password page). */
  resetUrl: string;
  appUrl: string;
}

/** The notice to the old address once the change is confirmed. */
export function emailChangedEmail(input: EmailChangedInput): RenderedEmail {
  return renderEmail({
    kind: 'email_changed',
    subject: `Your ${PRODUCT_NAME} email was changed`,
    greetingName: input.name,
    paragraphs: [
      `The email address of your ${PRODUCT_NAME} account was changed to ${input.newEmail}. This address will no longer receive its emails.`,
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: input.appUrl },
    after: [`If this was not you, reply to this email or reset your password at ${input.resetUrl} at once.`],
    appUrl: input.appUrl,
  });
}

export interface AccountDeletedInput {
  name: string | null;
  appUrl: string;
}

/** The last message to a deleted account's address. */
export function accountDeletedEmail(input: AccountDeletedInput): RenderedEmail {
  return renderEmail({
    kind: 'account_deleted',
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    greetingName: input.name,
    paragraphs: [
      `Your ${PRODUCT_NAME} account and its personal data were deleted, as you asked. Records of payments are kept without your name, as the law requires.`,
    ],
    action: { label: `Visit ${PRODUCT_NAME}`, url: input.appUrl },
    after: ['You will get no more emails from us.'],
    appUrl: input.appUrl,
  });
}

export interface AccountSuspensionInput {
  name: string | null;
  /** The operator's reason, shown to the person as it is (escaped in the HTML). */
  reason: string;
  /** Their dashboard: where they read their data and withdraw. */
  dashboardUrl: string;
  appUrl: string;
}

/**
 * An operator suspended the account (issue 28 item 5). An account notice, like a changed password: sent whatever the
 * person turned off, with no unsubscribe link.
 */
export function accountSuspendedEmail(input: AccountSuspensionInput): RenderedEmail {
  return renderEmail({
    kind: 'account_suspended',
    subject: `Your ${PRODUCT_NAME} account is suspended`,
    greetingName: input.name,
    paragraphs: [
      `Your ${PRODUCT_NAME} account was suspended by our team. The reason: ${input.reason}`,
      'You can still sign in, read your data and withdraw available money, and you can open a dispute on a post of yours. You cannot join, apply, post, launch, invite or message until the account is reinstated.',
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: input.dashboardUrl },
    after: ['If you think this is a mistake, reply to this email.'],
    appUrl: input.appUrl,
  });
}

/** An operator lifted the account's suspension. */
export function accountReinstatedEmail(input: AccountSuspensionInput): RenderedEmail {
  return renderEmail({
    kind: 'account_reinstated',
    subject: `Your ${PRODUCT_NAME} account is reinstated`,
    greetingName: input.name,
    paragraphs: [
      `Your ${PRODUCT_NAME} account is no longer suspended: you can use it as before. The reason: ${input.reason}`,
    ],
    action: { label: `Open ${PRODUCT_NAME}`, url: input.dashboardUrl },
    after: [],
    appUrl: input.appUrl,
  });
}

/** Every kind's builder: the catalogue the outbox's kinds are checked against (EMAIL_KINDS). */
export const EMAIL_BUILDERS = {
  password_reset: passwordResetEmail,
  password_changed: passwordChangedEmail,
  email_confirmation: emailConfirmationEmail,
  account_exists: accountExistsEmail,
  email_change: emailChangeEmail,
  email_changed: emailChangedEmail,
  account_deleted: accountDeletedEmail,
  account_suspended: accountSuspendedEmail,
  account_reinstated: accountReinstatedEmail,
  notification: notificationEmail,
} satisfies Record<EmailKind, (input: never) => RenderedEmail>;
