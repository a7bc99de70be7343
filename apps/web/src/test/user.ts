// The person at the mouse and keyboard in component tests (user-event). No pauses between keys: the tests wait on what
// they see, not on time.
import userEvent from '@testing-library/user-event';

export const user = userEvent.setup({ delay: null });
