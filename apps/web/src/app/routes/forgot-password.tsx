// /forgot-password: the Sign In tab's Forgot password? link (issue 27).
import '../all-styles';

export { ForgotPasswordPage as ForgotPasswordRoute } from '#web/features/auth/components/forgot-password-page';
