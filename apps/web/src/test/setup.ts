// jsdom lacks a few browser APIs Mantine uses; jest-dom's matchers (toBeVisible, toHaveValue...) and the network
// mock (MSW: a request no test answers fails that test) for every test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { close, listen, recordCalls, server, takeProblems } from './msw';

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
