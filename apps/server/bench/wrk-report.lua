-- wrk's summary as one JSON line (its own report has no p95): read by bench/harness.ts.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\nWRK_JSON {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
