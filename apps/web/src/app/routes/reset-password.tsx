// /reset-password?token=: the page a mailed reset link opens (issue 27).
import '../all-styles';

export { ResetPasswordPage as ResetPasswordRoute } from '#web/features/auth/components/reset-password-page';
