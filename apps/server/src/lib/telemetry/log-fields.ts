// What every log line carries (the trace and span ids, a job's request id) and what none may carry (addresses,
// tokens, card numbers, cookies): pino's mixin, redaction paths and request serializer, set in app.ts.
import type { FastifyRequest } from 'fastify';
import { currentWork } from './request-context.ts';
import { activeTraceIds } from './tracing.ts';

/** trace_id/span_id of the active span; inside a job also the request id of the request that queued it. */
export function logCorrelation(): object {
  const work = currentWork();
  const ids = activeTraceIds();
  // A request's own lines already carry Fastify's reqId (its child logger); a job's lines name it here.
  const job = work?.jobId !== undefined ? { reqId: work.requestId, jobId: work.jobId } : {};
  return { ...job, ...ids };
}

/** Fields that hold a person's address, a secret or a card or account number, wherever a log call puts them. */
const SENSITIVE_FIELDS = [
  'email',
  'to',
  'toAddress',
  'address',
  'token',
  'password',
  'newPassword',
  'currentPassword',
  'secret',
  'cardNumber',
  'card',
  'accountNumber',
  'iban',
  'taxId',
] as const;

export const LOG_REDACT = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    ...SENSITIVE_FIELDS,
    ...SENSITIVE_FIELDS.map((f) => `*.${f}`),
  ],
  censor: '[redacted]',
};

/** Query parameters whose values are never logged (one-click unsubscribe and reset links carry a token). */
const SECRET_QUERY = /^(token|email|code|key|secret|signature|password)$/i;

/** A URL with its secret query values replaced, for logs and span attributes. */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_QUERY.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Fastify's request serializer, with the URL made safe. */
export function serializeRequestSafely(request: FastifyRequest) {
  return {
    method: request.method,
    url: safeUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
