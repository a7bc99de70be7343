import { CreatorProfileInputSchema, PublicProfileSchema } from '@microreach/domain/profiles';
import { describe, expect, it } from 'vitest';
import { makeOwnProfile } from '#web/test/fixtures/public-profile';
import {
  type CreatorProfileFormValues,
  profileToFormValues,
  toCreatorProfileInput,
} from './creator-profile-form-values';
import { previewPublicProfile } from './profile-preview';

const saved = makeOwnProfile();
const previewProfile = (profile: typeof saved, values: CreatorProfileFormValues) =>
  previewPublicProfile(profile, CreatorProfileInputSchema, toCreatorProfileInput(values));

describe('creator profile form values', () => {
  it('fills the form from the saved profile, blanks for nulls', () => {
    const values = profileToFormValues(makeOwnProfile({ bio: null, instagramFollowers: null, dateOfBirth: null }));
    expect(values.bio).toBe('');
    expect(values.instagramFollowers).toBe('');
    expect(values.dateOfBirth).toBe('');
    expect(values.tiktokFollowers).toBe(1_250_000);
    expect(values.contentNiches).toEqual(['Travel', 'Food']);
  });

  it('sends follower counts as numbers, or null when empty', () => {
    const values = profileToFormValues(saved);
    expect(toCreatorProfileInput({ ...values, instagramFollowers: '', tiktokFollowers: 900 })).toMatchObject({
      instagramFollowers: null,
      tiktokFollowers: 900,
    });
    expect(toCreatorProfileInput({ ...values, instagramFollowers: '1,200' }).instagramFollowers).toBe(1200);
  });

  it('previews unsaved values as the server would store them, and only public fields', () => {
    const values = {
      ...profileToFormValues(saved),
      name: '  Mia Porto ',
      location: ' Porto ',
      bio: '   ',
      instagram: '@mia.porto',
      hashtagsKeywords: ['#coffee', 'Coffee', 'river'],
      contentNiches: ['Photography', 'Travel'],
    };
    const preview = previewProfile(saved, values);
    expect(preview).toMatchObject({
      name: 'Mia Porto',
      location: 'Porto',
      bio: null,
      instagram: 'mia.porto',
      hashtagsKeywords: ['coffee', 'river'],
      contentNiches: ['Travel', 'Photography'],
      avatar: saved.avatar,
      portfolio: saved.portfolio,
    });
    expect(Object.keys(preview).sort()).toEqual(Object.keys(PublicProfileSchema.shape).sort());
    expect(PublicProfileSchema.parse(preview)).toEqual(preview);
  });

  it('previews a value that is not valid yet as typed, and an invalid count as none', () => {
    const values = {
      ...profileToFormValues(saved),
      name: '',
      websitePortfolio: 'mia.example',
      instagramFollowers: -5,
    };
    const preview = previewProfile(saved, values);
    expect(preview.name).toBe('Mia Lens');
    expect(preview.websitePortfolio).toBe('mia.example');
    expect(preview.instagramFollowers).toBeNull();
  });
});
