import { describe, expect, it } from 'vitest';
import { messageApplicantHref } from './applicant-display';

describe('applicant display helpers', () => {
  it('builds the chat link with the user, the campaign and an encoded greeting', () => {
    const href = messageApplicantHref({ id: 'u-7', name: 'Mia Lens' }, { id: 'c-1', campaignName: 'Fall & Coffee' });
    expect(href).toBe(
      '/chat-business?user=u-7&campaign=c-1&message=Hi%20Mia%20Lens%2C%20thanks%20for%20applying%20to%20Fall%20%26%20Coffee!',
    );
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('message')).toBe('Hi Mia Lens, thanks for applying to Fall & Coffee!');
  });
});
