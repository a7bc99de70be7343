// /ops/audit: the operators' own audit, filtered and exported as CSV (issue 28 item 7).
export { AuditPage as OpsAuditRoute } from '#web/features/operators/components/audit-page';
