// /auth: the Auth page, with all of Mantine's styles (the landing pages before it load only their part).
import '../all-styles';
import { AuthPage } from '#web/features/auth/components/auth-page';

export function AuthRoute() {
  return <AuthPage />;
}
