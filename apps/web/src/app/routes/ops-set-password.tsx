// /ops/set-password?token=: a new operator's one-time link to set a password (issue 28 item 1).
export { SetPasswordPage as OpsSetPasswordRoute } from '#web/features/operators/components/set-password-page';
