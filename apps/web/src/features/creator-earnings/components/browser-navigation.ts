// Leaving the app for a payment provider's page: one place, so tests can see where the browser was sent (jsdom's
// window.location cannot be spied on).
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
