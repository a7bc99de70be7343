// One message to an SMTP server (nodemailer), and what its failure means for sending it again: a message the server
// certainly did not take may be sent again; one it refused for good, or one handed over in full without an answer
// (it may have been delivered), may not.
import { createTransport } from 'nodemailer';
import type { SmtpTimeouts } from './configure.ts';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The Message-ID header, with its angle brackets. */
  messageId: string;
  date: Date;
}

export type SmtpOutcome =
  | { status: 'sent'; response: string }
  /** The server cannot have taken it (no connection, no greeting, a 4xx answer, cut off before the end): try again. */
  | ({ status: 'retry' } & SmtpFailure)
  /** The server refused it for good (a 5xx answer to the sender, the recipient or the message). */
  | ({ status: 'rejected' } & SmtpFailure)
  /** The whole message was handed over and no answer came: it may have been delivered. */
  | ({ status: 'unknown' } & SmtpFailure);

export interface SmtpFailure {
  /** nodemailer's code and message, for the outbox row (it may quote an address: not for logs). */
  error: string;
  /** nodemailer's code and the server's reply code, safe to log (e.g. 'ECONNECTION', 'EENVELOPE 550'). */
  code: string;
}

interface SmtpError extends Error {
  code?: string;
  /** Which wait ran out, for ETIMEDOUT: CONNECT_TIMEOUT, GREETING_TIMEOUT, SOCKET_TIMEOUT, UPGRADE_TIMEOUT. */
  timeoutType?: string;
  responseCode?: number;
  response?: string;
}

export async function sendSmtp(url: string, timeouts: SmtpTimeouts, email: OutgoingEmail): Promise<SmtpOutcome> {
  // nodemailer logs the end of the message's DATA stream (tnx 'message'): from then on the server may hold all of it.
  // A transport per message, so the flag is this message's alone.
  let handedOver = false;
  const ignore = () => undefined;
  const watcher = {
    trace: ignore,
    debug: ignore,
    info: (entry: { tnx?: string } | undefined) => {
      if (entry?.tnx === 'message') handedOver = true;
    },
    warn: ignore,
    error: ignore,
    fatal: ignore,
  };
  const transport = createTransport({
    url,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    logger: watcher,
    // The outbox holds text only: nothing in a message may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  try {
    const info = await transport.sendMail({
      from: email.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers,
      messageId: email.messageId,
      date: email.date,
    });
    return { status: 'sent', response: String(info.response ?? '') };
  } catch (err) {
    return failedOutcome(err as SmtpError, handedOver);
  } finally {
    transport.close();
  }
}

function failedOutcome(err: SmtpError, handedOver: boolean): SmtpOutcome {
  const reply = err.responseCode;
  const failure: SmtpFailure = {
    error: describe(err),
    code: [err.code ?? 'ERROR', typeof reply === 'number' ? String(reply) : null].filter(Boolean).join(' '),
  };
  // A refused login is the server's configuration, not the message: it may work on a later attempt.
  if (typeof reply === 'number' && reply >= 500 && err.code !== 'EAUTH') return { status: 'rejected', ...failure };
  // An answer (even 4xx to the end of the message) means the server did not take it.
  if (typeof reply === 'number') return { status: 'retry', ...failure };
  return { status: handedOver ? 'unknown' : 'retry', ...failure };
}

/** What the outbox records of a failure: nodemailer's code and message (never the URL's password). */
function describe(err: SmtpError): string {
  const message = (err.message || String(err)).slice(0, 500);
  const code = err.timeoutType ? `${err.code} (${err.timeoutType})` : err.code;
  return code ? `${code}: ${message}` : message;
}
