// The toasts' container, loaded after the page shows (app/providers.tsx). A toast raised before it mounts waits in
// the notifications store (lib/toast.ts) and shows when it does.
import './all-styles';
import { Notifications } from '@mantine/notifications';
import classes from './providers.module.css';

export function Toasts() {
  // Top right, below the navigation bar: covers neither the account menu nor a page's bottom action bar. On phones an
  // open navigation menu or dialog sends them to the bottom while it is open (providers.module.css).
  return <Notifications position="top-right" limit={4} classNames={{ root: classes.notifications }} />;
}
