// /ops/money: the operators' money overview (issue 28 item 6).
export { MoneyPage as OpsMoneyRoute } from '#web/features/operator-money/components/money-page';
