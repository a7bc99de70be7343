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

interface Layout {
  kind: EmailKind;
  subject: string;
  /** Who it is for, as they named themselves (escaped in the HTML). */
  greetingName: string | null;
  paragraphs: string[];
  action: { label: string; url: string };
  /** After the button: why they got it, what to do if it was not them. */
  after: string[];
  appUrl: string;
}

function render({ kind, subject, greetingName, paragraphs, action, after, appUrl }: Layout): RenderedEmail {
  const url = linkUrl(action.url);
  const home = linkUrl(appUrl);
  const greeting = greetingName ? `Hi ${greetingName},` : 'Hi,';
  const text = [greeting, ...paragraphs, `${action.label}: ${url}`, ...after, `${PRODUCT_NAME}\n${home}`].join('\n\n');
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
<p style="margin:24px 0 0;font-size:13px;color:#5c5f66">${PRODUCT_NAME} · <a href="${escapeHtml(home)}" style="color:#5c5f66">${escapeHtml(home)}</a></p>
</div>
</body>
</html>
`;
  return { kind, subject, text, html };
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
  return render({
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
  return render({
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
  appUrl: string;
}

/** A notification of the bell, also sent by email. */
export function notificationEmail({ name, notification, appUrl }: NotificationEmailInput): RenderedEmail {
  return render({
    kind: 'notification',
    subject: `${notification.title} - ${PRODUCT_NAME}`,
    greetingName: name,
    paragraphs: [notification.title, notification.body],
    action: { label: `Open ${PRODUCT_NAME}`, url: new URL(notification.link, appUrl).href },
    after: [`You get this email because of activity on your ${PRODUCT_NAME} account.`],
    appUrl,
  });
}

/** Every kind's builder: the catalogue the outbox's kinds are checked against (EMAIL_KINDS). */
export const EMAIL_BUILDERS = {
  password_reset: passwordResetEmail,
  email_confirmation: emailConfirmationEmail,
  notification: notificationEmail,
} satisfies Record<EmailKind, (input: never) => RenderedEmail>;
