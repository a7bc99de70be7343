// OpenTelemetry tracing: started by server.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set, spans sent over OTLP/HTTP.
// HTTP spans come from @fastify/otel (plugins/operations.ts), job spans from pg-boss (lib/jobs/queue.ts), database
// spans from lib/telemetry/db-spans.ts. Without a registered provider every span is a no-op.
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';

export const TRACER_NAME = 'microreach';
let started = false;

/** Whether startTracing registered a provider: the app then adds the HTTP spans (plugins/operations.ts). */
export function isTracingStarted(): boolean {
  return started;
}

/**
 * Registers a global tracer provider (AsyncLocalStorage context, W3C trace context) whose spans go to `processor`,
 * by default a batch of OTLP/HTTP exports: the exporter reads the standard OTEL_EXPORTER_OTLP_* variables (endpoint,
 * headers, timeout). Returns what flushes and stops it.
 */
export function startTracing(options: { serviceName?: string; processor?: SpanProcessor } = {}): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'microreach' }),
    spanProcessors: [options.processor ?? new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  started = true;
  return async () => {
    started = false;
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  };
}

/** The active span's W3C `traceparent`, to store beside work done later (an email), or undefined. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** trace_id and span_id of the active span, for log lines (pino's mixin in app.ts). */
export function activeTraceIds(): { trace_id: string; span_id: string } | undefined {
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, spanId, traceFlags } = span.spanContext();
  // A no-op span (tracing off) has the all-zero ids and no sampled flag.
  if (traceFlags === 0 && /^0+$/.test(traceId)) return undefined;
  return { trace_id: traceId, span_id: spanId };
}
