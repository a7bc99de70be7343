import type { Profile } from '@microreach/domain/profiles';
import type { Role } from '@microreach/domain/statuses';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type SingleImageKind, useOwnProfile } from '#web/features/profiles/api/profiles';
import {
  bannerImage,
  expectToast,
  imageFile,
  logoImage,
  makeBusinessProfile,
  useNodeFormData,
} from '#web/test/fixtures/business-profile';
import { makeProfileImage } from '#web/test/fixtures/public-profile';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { ImageUploadField } from './image-upload-field';

/** The field as a page uses it: the image read from the own profile, which every answer replaces. */
function Harness({ kind, role }: { kind: SingleImageKind; role: Role }) {
  const profile = useOwnProfile();
  if (!profile.data) return null;
  const image = kind === 'banner' ? profile.data.banner : profile.data.avatar;
  return <ImageUploadField kind={kind} image={image} accountRole={role} />;
}

async function renderField(kind: SingleImageKind, role: Role) {
  renderAt('/', [{ path: '/', element: <Harness kind={kind} role={role} /> }]);
  const labels = { logo: 'Business Logo', 'profile-picture': 'Profile Picture', banner: 'Banner Image' };
  return screen.findByRole('group', { name: labels[kind] });
}

const fileInput = (label: string) => screen.getByLabelText(`${label} file`) as HTMLInputElement;

describe('ImageUploadField', () => {
  useNodeFormData();

  it('shows the current logo as WebP with a JPEG fallback, its label, the recommended size and its buttons', async () => {
    const profile = makeBusinessProfile({ avatar: logoImage('logo-7') });
    mockApi({ 'GET /api/me': [200, profile] });
    const field = await renderField('logo', 'SMB');
    expect(field).toHaveAccessibleDescription('Recommended: 400x400');
    const img = within(field).getByRole('img', { name: 'Business logo' });
    expect(img).toHaveAttribute('src', '/files/users/u1/logo-7.jpg');
    const source = img.parentElement?.querySelector('source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute('srcset', '/files/users/u1/logo-7@1x.webp 1x, /files/users/u1/logo-7@2x.webp 2x');
    expect(within(field).getByRole('button', { name: 'Change logo' })).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Remove logo' })).toBeVisible();
    expect(fileInput('Business Logo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp,image/avif,image/gif',
    );
  });

  it('uploads the chosen logo at once, says so, and shows the new image', async () => {
    const before = makeBusinessProfile({ avatar: null });
    const after = makeBusinessProfile({ avatar: logoImage('logo-new') });
    const calls = mockApi({ 'GET /api/me': [200, before], 'PUT /api/me/images/logo': [200, after] });
    const field = await renderField('logo', 'SMB');
    expect(within(field).getByText('No logo yet')).toBeVisible();
    expect(within(field).queryByRole('button', { name: 'Remove logo' })).not.toBeInTheDocument();

    await user.upload(fileInput('Business Logo'), await imageFile('shop-logo.png'));

    await expectToast('Logo uploaded successfully!');
    expect(await within(field).findByRole('img', { name: 'Business logo' })).toHaveAttribute(
      'src',
      '/files/users/u1/logo-new.jpg',
    );
    expect(within(field).getByRole('button', { name: 'Change logo' })).toBeVisible();
    const upload = calls.find((c) => c.method === 'PUT');
    expect(upload?.path).toBe('/api/me/images/logo');
    // A multipart body with the image in the field "file".
    expect(upload?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(upload?.body)).toMatch(
      /Content-Disposition: form-data; name="file"; filename="shop-logo.png"\r\nContent-Type: image\/png\r\n\r\n.PNG\r\n/,
    );
  });

  it('shows the upload as busy until the server answers', async () => {
    const before = makeBusinessProfile({ banner: null });
    let answer: (value: readonly [200, Profile]) => void = () => {};
    mockApi({
      'GET /api/me': [200, before],
      'PUT /api/me/images/banner': () => new Promise((resolve) => (answer = resolve)),
    });
    const field = await renderField('banner', 'SMB');
    await user.upload(fileInput('Banner Image'), await imageFile('banner.png'));

    const button = within(field).getByRole('button', { name: 'Upload banner' });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(button).toBeDisabled();
    expect(field.querySelector('[aria-busy="true"]')).not.toBeNull();

    answer([200, makeBusinessProfile({ banner: bannerImage('banner-2') })]);
    await expectToast('Banner uploaded successfully!');
    expect(within(field).getByRole('img', { name: 'Banner image' })).toHaveAttribute(
      'src',
      '/files/users/u1/banner-2.jpg',
    );
    expect(field.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("shows a refused upload as 'Upload Error' with the server's reason, and keeps the image", async () => {
    const profile = makeBusinessProfile({ banner: bannerImage('banner-1') });
    mockApi({
      'GET /api/me': [200, profile],
      'PUT /api/me/images/banner': [
        400,
        { message: 'This file is not an image we can read.', code: 'IMAGE_UNSUPPORTED' },
      ],
    });
    const field = await renderField('banner', 'SMB');
    await user.upload(fileInput('Banner Image'), await imageFile('notes.png'));

    await expectToast('Upload Error', 'Failed to upload banner image: This file is not an image we can read.');
    expect(within(field).getByRole('img', { name: 'Banner image' })).toHaveAttribute(
      'src',
      '/files/users/u1/banner-1.jpg',
    );
  });

  it('refuses a file over 10 MB before sending it, with the words of the server', async () => {
    const profile = makeBusinessProfile();
    const calls = mockApi({ 'GET /api/me': [200, profile] });
    await renderField('logo', 'SMB');
    await user.upload(fileInput('Business Logo'), await imageFile('huge.png', 10 * 1024 * 1024 + 1));

    await expectToast(
      'Upload Error',
      'Failed to upload logo image: The image is larger than 10 MB. Please choose a smaller image.',
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/me']);
  });

  it('removes the logo, says so and shows the empty frame', async () => {
    const before = makeBusinessProfile({ avatar: logoImage() });
    const calls = mockApi({
      'GET /api/me': [200, before],
      'DELETE /api/me/images/logo': [200, makeBusinessProfile({ avatar: null })],
    });
    const field = await renderField('logo', 'SMB');
    await user.click(within(field).getByRole('button', { name: 'Remove logo' }));

    await expectToast('Logo deleted successfully!');
    expect(within(field).queryByRole('img')).not.toBeInTheDocument();
    expect(within(field).getByText('No logo yet')).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Upload logo' })).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/me/images/logo' });
  });

  it("speaks a creator's words: 'Success' on upload, 'Database Error' when removal fails", async () => {
    const picture = makeProfileImage('pic-1', 'profile-picture');
    const creator = makeBusinessProfile({ role: 'Influencer', companyName: null, avatar: picture });
    mockApi({
      'GET /api/me': [200, creator],
      'PUT /api/me/images/profile-picture': [200, { ...creator, avatar: makeProfileImage('pic-2', 'profile-picture') }],
      'DELETE /api/me/images/profile-picture': [500, { message: 'Storage is unavailable.', code: 'INTERNAL_ERROR' }],
    });
    const field = await renderField('profile-picture', 'Influencer');
    expect(field).toHaveAccessibleDescription('Recommended: 400x400');

    await user.upload(fileInput('Profile Picture'), await imageFile('me.png'));
    await expectToast('Success', 'Profile picture uploaded.');
    expect(within(field).getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      '/files/users/u1/pic-2.jpg',
    );

    await user.click(within(field).getByRole('button', { name: 'Remove profile picture' }));
    await expectToast('Database Error', 'Failed to save profile picture URL: Storage is unavailable.');
    expect(within(field).getByRole('img', { name: 'Profile picture' })).toBeVisible();
  });

  it('can be used with the keyboard: the chooser is a focusable button', async () => {
    const profile = makeBusinessProfile({ avatar: null });
    mockApi({ 'GET /api/me': [200, profile] });
    const field = await renderField('logo', 'SMB');
    const input = fileInput('Business Logo');
    let opened = 0;
    input.addEventListener('click', () => opened++);
    await user.tab();
    expect(within(field).getByRole('button', { name: 'Upload logo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toBe(1);
  });
});
