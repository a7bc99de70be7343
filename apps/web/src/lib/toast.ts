// Toasts as the spec words them: destructive ones are titled 'Error' unless the spec names another title.
import { notifications } from '@mantine/notifications';

export const toast = {
  error(message: string, title = 'Error') {
    notifications.show({ title, message, color: 'red', autoClose: 6000 });
  },
  success(title: string, message?: string) {
    notifications.show({ title, message: message ?? '', color: 'teal' });
  },
};
