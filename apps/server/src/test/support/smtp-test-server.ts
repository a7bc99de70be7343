// A real SMTP server for the mail tests (smtp-server on a local port), keeping every message it accepted as mailparser
// reads it. It can be made slow (an answer to the end of a message that comes late) or refusing (a reply code to the
// recipient or to the message). Also: a port nothing listens on, and a server that accepts connections but never
// greets (a mail server that hangs).
import { createServer, type Server, type Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpBehaviour {
  /** Answer the end of each message this much later (the message is read, and counted, at once). */
  answerDelayMs?: number;
  /** Refuse every recipient with this reply (e.g. 550). */
  refuseRecipient?: number;
  /** Refuse every message at its end with this reply (e.g. 451, 554). */
  refuseMessage?: number;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  /** Every message read in full, in order (including those answered late or refused at their end). */
  received: ParsedMail[];
  /** Change how it answers from now on. */
  behave(next: SmtpBehaviour): void;
  close(): Promise<void>;
}

function refusal(code: number, what: string): Error & { responseCode: number } {
  return Object.assign(new Error(`${what} refused by the test server`), { responseCode: code });
}

export async function startTestSmtpServer(port = 0, initial: SmtpBehaviour = {}): Promise<TestSmtpServer> {
  let behaviour = initial;
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (behaviour.refuseRecipient) return callback(refusal(behaviour.refuseRecipient, 'Recipient'));
      callback();
    },
    onData(stream, _session, callback) {
      const { answerDelayMs, refuseMessage } = behaviour;
      simpleParser(stream).then(
        (parsed) => {
          received.push(parsed);
          const answer = () => callback(refuseMessage ? refusal(refuseMessage, 'Message') : null);
          if (answerDelayMs) setTimeout(answer, answerDelayMs);
          else answer();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the SMTP test server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    behave(next) {
      behaviour = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening on it (a mail server that is down). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A server that accepts connections and never says a word (a mail server that hangs before its greeting). */
export async function startSilentServer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let count = 0;
  const server: Server = createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connections: () => count,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
