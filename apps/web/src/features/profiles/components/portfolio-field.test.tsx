import type { Role } from '@microreach/domain/statuses';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOwnProfile } from '#web/features/profiles/api/profiles';
import {
  expectToast,
  imageFile,
  makeBusinessProfile,
  portfolioImages,
  useNodeFormData,
} from '#web/test/fixtures/business-profile';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { PortfolioField } from './portfolio-field';

function Harness({ role }: { role: Role }) {
  const profile = useOwnProfile();
  return profile.data ? <PortfolioField images={profile.data.portfolio} accountRole={role} /> : null;
}

async function renderField(role: Role = 'SMB') {
  renderAt('/', [{ path: '/', element: <Harness role={role} /> }]);
  return screen.findByRole('group', { name: 'Portfolio' });
}

const fileInput = () => screen.getByLabelText('Portfolio image file') as HTMLInputElement;

describe('PortfolioField', () => {
  useNodeFormData();

  it('shows each image with its Remove button and how many of the five are used', async () => {
    mockApi({ 'GET /api/me': [200, makeBusinessProfile({ portfolio: portfolioImages(2) })] });
    const field = await renderField();
    expect(field).toHaveAccessibleDescription('2 of 5 images');
    expect(within(field).getByRole('img', { name: 'Portfolio image 1' })).toHaveAttribute(
      'src',
      '/files/users/u1/piece-1.jpg',
    );
    expect(within(field).getByRole('img', { name: 'Portfolio image 2' })).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Remove portfolio image 1' })).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Remove portfolio image 2' })).toBeVisible();
    expect(within(field).getByRole('button', { name: 'Add image' })).toBeVisible();
  });

  it('adds the chosen image at once, says so and shows it', async () => {
    const calls = mockApi({
      'GET /api/me': [200, makeBusinessProfile({ portfolio: portfolioImages(2) })],
      'POST /api/me/portfolio': [201, makeBusinessProfile({ portfolio: portfolioImages(3) })],
    });
    const field = await renderField();
    await user.upload(fileInput(), await imageFile('work.png'));

    await expectToast('Portfolio image uploaded successfully!');
    expect(within(field).getByRole('img', { name: 'Portfolio image 3' })).toHaveAttribute(
      'src',
      '/files/users/u1/piece-3.jpg',
    );
    expect(field).toHaveAccessibleDescription('3 of 5 images');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/api/me/portfolio' });
  });

  it('has no Add image at five images, and says why', async () => {
    mockApi({ 'GET /api/me': [200, makeBusinessProfile({ portfolio: portfolioImages(5) })] });
    const field = await renderField();
    expect(field).toHaveAccessibleDescription('5 of 5 images');
    expect(within(field).getAllByRole('img')).toHaveLength(5);
    expect(within(field).queryByRole('button', { name: 'Add image' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Portfolio image file')).not.toBeInTheDocument();
    expect(within(field).getByText('Your portfolio is full. Remove an image to add another.')).toBeVisible();
  });

  it('offers Add image again once one of five is removed', async () => {
    const calls = mockApi({
      'GET /api/me': [200, makeBusinessProfile({ portfolio: portfolioImages(5) })],
      'DELETE /api/me/portfolio/{imageId}': [200, makeBusinessProfile({ portfolio: portfolioImages(4) })],
    });
    const field = await renderField();
    await user.click(within(field).getByRole('button', { name: 'Remove portfolio image 5' }));

    await expectToast('Portfolio image deleted successfully!');
    expect(within(field).getAllByRole('img')).toHaveLength(4);
    expect(within(field).getByRole('button', { name: 'Add image' })).toBeVisible();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/me/portfolio/piece-5' });
  });

  it("says the server's reason when adding or removing fails, and keeps the images", async () => {
    mockApi({
      'GET /api/me': [200, makeBusinessProfile({ portfolio: portfolioImages(4) })],
      'POST /api/me/portfolio': [
        409,
        { message: 'Your portfolio already has 5 images. Remove one first.', code: 'PORTFOLIO_FULL' },
      ],
      'DELETE /api/me/portfolio/{imageId}': [404, { message: 'Image not found', code: 'NOT_FOUND' }],
    });
    const field = await renderField();
    await user.upload(fileInput(), await imageFile('work.png'));
    await expectToast(
      'Upload Error',
      'Failed to upload portfolio image: Your portfolio already has 5 images. Remove one first.',
    );

    await user.click(within(field).getByRole('button', { name: 'Remove portfolio image 1' }));
    await expectToast('Error', 'Failed to remove portfolio image: Image not found');
    expect(within(field).getAllByRole('img')).toHaveLength(4);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const calls = mockApi({ 'GET /api/me': [200, makeBusinessProfile({ portfolio: [] })] });
    const field = await renderField();
    expect(field).toHaveAccessibleDescription('0 of 5 images');
    await user.upload(fileInput(), await imageFile('huge.png', 10 * 1024 * 1024 + 1));

    await expectToast(
      'Upload Error',
      'Failed to upload portfolio image: The image is larger than 10 MB. Please choose a smaller image.',
    );
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it("speaks a creator's words", async () => {
    const creator = makeBusinessProfile({ role: 'Influencer', companyName: null, portfolio: portfolioImages(1) });
    mockApi({
      'GET /api/me': [200, creator],
      'POST /api/me/portfolio': [201, { ...creator, portfolio: portfolioImages(2) }],
      'DELETE /api/me/portfolio/{imageId}': [200, { ...creator, portfolio: portfolioImages(1) }],
    });
    const field = await renderField('Influencer');
    await user.upload(fileInput(), await imageFile('work.png'));
    await expectToast('Success', 'Portfolio image added.');
    await user.click(within(field).getByRole('button', { name: 'Remove portfolio image 2' }));
    await expectToast('Success', 'Portfolio image removed.');
  });
});
