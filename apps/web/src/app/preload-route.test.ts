// A signed-in page's code starts loading as the app starts, beside the session's read (issue 31: first load).
import { describe, expect, it } from 'vitest';
import { preloadRoute } from './router';

describe('preloadRoute', () => {
  it("loads a signed-in page's chunk and the shell around it", async () => {
    expect(await preloadRoute('/browse-campaigns')).toBe(2);
    expect(await preloadRoute('/campaign-analytics/0b9ec876-332f-46da-9e83-28b29cba6c19')).toBe(2);
  });

  it('loads nothing ahead for a public page, a redirect or an address with no page', async () => {
    expect(await preloadRoute('/auth')).toBe(0);
    expect(await preloadRoute('/deals')).toBe(0);
    expect(await preloadRoute('/no-such-page')).toBe(0);
  });
});
