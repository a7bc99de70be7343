// /ops/tax: the operators' yearly tax export (issue 29 item 5).
export { TaxExportPage as OpsTaxRoute } from '#web/features/operator-tax/components/tax-export-page';
