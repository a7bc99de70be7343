import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, IMAGE_KINDS_BY_ROLE, IMAGE_SIZES, isImageKind, PORTFOLIO_MAX_IMAGES } from './images.ts';

describe('image kinds', () => {
  it('knows the four kinds and nothing else', () => {
    for (const kind of IMAGE_KINDS) expect(isImageKind(kind)).toBe(true);
    for (const other of ['Logo', 'avatar', '', null, 3, 'portfolio ']) expect(isImageKind(other)).toBe(false);
  });

  it('lets each role upload only its own kinds (B3 and C3 Files)', () => {
    expect(IMAGE_KINDS_BY_ROLE.SMB).toEqual(['logo', 'banner', 'portfolio']);
    expect(IMAGE_KINDS_BY_ROLE.Influencer).toEqual(['profile-picture', 'banner', 'portfolio']);
  });

  it("publishes at the spec's recommended sizes", () => {
    expect(IMAGE_SIZES.logo).toMatchObject({ width: 400, height: 400 });
    expect(IMAGE_SIZES['profile-picture']).toMatchObject({ width: 400, height: 400 });
    expect(IMAGE_SIZES.banner).toMatchObject({ width: 1200, height: 300 });
    expect(IMAGE_SIZES.portfolio.fit).toBe('inside');
  });

  it('allows five portfolio images (B9, C9)', () => {
    expect(PORTFOLIO_MAX_IMAGES).toBe(5);
  });
});
