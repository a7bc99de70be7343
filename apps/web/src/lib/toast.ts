// Toasts as the spec words them: destructive ones are titled 'Error' unless the spec names another title.
import { notifications } from '@mantine/notifications';

export const toast = {
  error(message: string, title = 'Error') {
    // The same words shown twice at once are one toast: a refusal the whole app announces (a suspended account's
    // write, lib/query-client.ts) and the form that made the request may both report it.
    notifications.show({ id: `error:${title}:${message}`, title, message, color: 'red', autoClose: 6000 });
  },
  success(title: string, message?: string) {
    notifications.show({ title, message: message ?? '', color: 'teal' });
  },
};
