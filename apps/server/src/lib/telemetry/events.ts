// What the server's parts announce for the operations metrics (plugins/operations.ts counts them per app): named
// diagnostics channels, so a service reports a ledger transfer or a sent email without being handed a registry.
// Publishing with no subscriber costs one property read.
import diagnosticsChannel from 'node:diagnostics_channel';

export interface LedgerTransferEvent {
  kind: string;
  outcome: 'written' | 'replayed' | 'insufficient_funds' | 'key_reused' | 'error';
}
export interface EmailAttemptEvent {
  /** How the attempt ended: sent, failed for good, pending (retried later) or kept (no SMTP). */
  status: 'sent' | 'failed' | 'pending' | 'kept';
}
export interface CacheLookupEvent {
  cache: string;
  /** bypass: the cache is not listening for changes, so it serves nothing. */
  result: 'hit' | 'miss' | 'bypass';
}
export interface ListenEvent {
  channel: string;
  event: 'disconnect' | 'reconnect';
}
export interface JobEvent {
  queue: string;
  outcome: 'completed' | 'failed';
  seconds: number;
}
export interface DbQueryEvent {
  seconds: number;
  failed: boolean;
}

export const telemetryChannels = {
  ledgerTransfer: diagnosticsChannel.channel('microreach:ledger-transfer'),
  emailAttempt: diagnosticsChannel.channel('microreach:email-attempt'),
  cacheLookup: diagnosticsChannel.channel('microreach:cache-lookup'),
  listen: diagnosticsChannel.channel('microreach:listen'),
  job: diagnosticsChannel.channel('microreach:job'),
  dbQuery: diagnosticsChannel.channel('microreach:db-query'),
} as const;

function publisher<T>(channel: diagnosticsChannel.Channel) {
  return (event: T) => {
    if (channel.hasSubscribers) channel.publish(event);
  };
}

export const announce = {
  ledgerTransfer: publisher<LedgerTransferEvent>(telemetryChannels.ledgerTransfer),
  emailAttempt: publisher<EmailAttemptEvent>(telemetryChannels.emailAttempt),
  cacheLookup: publisher<CacheLookupEvent>(telemetryChannels.cacheLookup),
  listen: publisher<ListenEvent>(telemetryChannels.listen),
  job: publisher<JobEvent>(telemetryChannels.job),
  dbQuery: publisher<DbQueryEvent>(telemetryChannels.dbQuery),
};
