// The development mailbox (GET /dev/mailbox, never in production): the messages kept because no SMTP_URL is set, newest
// first, each with its plain text (links clickable) and its HTML (in a sandboxed frame: no scripts, links open a tab).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { escapeHtml } from './email-templates.ts';

/** How many of the newest kept messages the page shows. */
export const MAILBOX_LIMIT = 100;

type KeptEmail = Pick<
  typeof emailOutbox.$inferSelect,
  'id' | 'kind' | 'toAddress' | 'fromAddress' | 'subject' | 'textBody' | 'htmlBody' | 'createdAt'
>;

export async function listKeptEmails(db: Db, limit = MAILBOX_LIMIT): Promise<KeptEmail[]> {
  return db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      toAddress: emailOutbox.toAddress,
      fromAddress: emailOutbox.fromAddress,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'kept'))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/g;

/** Plain text as HTML: escaped, every http(s) URL a link. */
function linkedText(text: string): string {
  return escapeHtml(text).replace(
    URL_IN_TEXT,
    (url) => `<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`,
  );
}

const STYLE = `body{margin:0;padding:24px;font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1b1e}
h1{margin:0 0 4px;font-size:22px}main>p{margin:0 0 24px;color:#5c5f66}
article{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 20px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h2{margin:0 0 8px;font-size:18px}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px}
dt{color:#5c5f66}dd{margin:0}pre{white-space:pre-wrap;word-break:break-word;background:#f8f9fa;padding:12px;border-radius:4px;font-size:14px}
iframe{width:100%;height:480px;border:1px solid #dee2e6;border-radius:4px;background:#fff}
details{margin:0 0 12px}summary{cursor:pointer;font-weight:600;margin:0 0 8px}`;

export function renderMailboxPage(emails: KeptEmail[], limit = MAILBOX_LIMIT): string {
  const items = emails.map((email) => {
    const time = email.createdAt.toISOString();
    // The message's own HTML in a frame of its own: a sandbox without scripts; its links open in a new tab.
    const base = '<base target="_blank">';
    const frame = /<head>/i.test(email.htmlBody)
      ? email.htmlBody.replace(/<head>/i, `<head>${base}`)
      : `${base}${email.htmlBody}`;
    return `<article id="email-${email.id}">
<h2>${escapeHtml(email.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(email.toAddress)}</dd><dt>From</dt><dd>${escapeHtml(email.fromAddress)}</dd>
<dt>Kind</dt><dd>${escapeHtml(email.kind)}</dd><dt>Written</dt><dd><time datetime="${time}">${time.replace('T', ' ').slice(0, 19)} UTC</time></dd></dl>
<details open><summary>Plain text</summary><pre>${linkedText(email.textBody)}</pre></details>
<details open><summary>HTML</summary><iframe title="${escapeHtml(email.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(frame)}"></iframe></details>
</article>`;
  });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Mailbox - MicroReach (development)</title>
<style>${STYLE}</style></head>
<body><main>
<h1>Mailbox</h1>
<p>Development only: no SMTP_URL is set, so messages are kept here instead of being sent. Newest first, at most ${limit}.</p>
${items.length === 0 ? '<p>No messages yet.</p>' : items.join('\n')}
</main></body>
</html>
`;
}
