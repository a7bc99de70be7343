// jsdom lacks a few browser APIs Mantine uses; jest-dom's matchers (toBeVisible, toHaveValue...) and the network
// mock (MSW: a request no test answers fails that test) for every test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { close, listen, recordCalls, server, takeProblems } from './msw';

// findBy* and waitFor wait up to 5 s, not 1: dialogs, menus and page parts load their code on demand (issue 31), and on
// a machine shared with other test workers a first import can take over a second (CI of 25d2451: a View Details dialog
// not found after 1 s). A wait ends as soon as what it waits for shows, so passing tests are no slower.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => listen());
afterEach(() => {
  cleanup();
  // Toasts live in a global store; one test's toasts must not show in the next.
  notifications.clean();
  server.resetHandlers();
  recordCalls(null);
  const problems = takeProblems();
  if (problems.length > 0) throw new Error(`The API mock saw problems:\n${problems.join('\n')}`);
});
afterAll(() => close());

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.scrollTo = () => {};
// Mantine's autosizing Textarea waits on document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}
Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? (() => {});
