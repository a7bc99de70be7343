// /confirm-email?token=: the page a mailed confirmation link opens, signed in or out (issue 27).
import '../all-styles';

export { ConfirmEmailPage as ConfirmEmailRoute } from '#web/features/auth/components/confirm-email-page';
