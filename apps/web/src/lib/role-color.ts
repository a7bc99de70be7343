/** Business pages are green, creator pages pink (B2 Auth screen): the theme and the landing pages read it. */
export const roleColor = { smb: 'teal', influencer: 'pink' } as const;
