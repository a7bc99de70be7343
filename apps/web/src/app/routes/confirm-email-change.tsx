// /confirm-email-change: the page a change-of-email link opens, signed in or out (issue 27 item 4).
import '../all-styles';

export { ConfirmEmailChangePage as ConfirmEmailChangeRoute } from '#web/features/account/components/confirm-email-change-page';
