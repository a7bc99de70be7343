// Reading the messages a test caused from the outbox (kept when the test app has no SMTP), and the token in a link.
import { asc, eq } from 'drizzle-orm';
import { emailOutbox } from '#server/db/schema/index.ts';
import type { TestApp } from '#server/test/harness.ts';

/** Every message written to `to`, oldest first. */
export async function mailTo(app: TestApp, to: string) {
  return app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(asc(emailOutbox.createdAt));
}

/** The token of the first `${path}?token=` link in a message's text, or throws. */
export function linkToken(text: string, path: '/reset-password' | '/confirm-email'): string {
  const match = new RegExp(`http://localhost:3000${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}
