import { Badge, createTheme } from '@mantine/core';

/** Business pages are green, creator pages pink (B2 Auth screen). */
export const roleColor = { smb: 'teal', influencer: 'pink' } as const;

export const theme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Mantine's Badge upper-cases its text; badges show texts the spec quotes ('Selected: Business Account',
    // Business, Creator, campaign statuses), so they keep the casing they are written in.
    Badge: Badge.extend({ styles: { root: { textTransform: 'none' } } }),
  },
});
