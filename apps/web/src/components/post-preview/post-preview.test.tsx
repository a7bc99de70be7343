// Issue 30: the post's own thumbnail and caption, or why there is none.
import { type PostPreview as PostPreviewData, previewMessages } from '@microreach/domain/post-preview';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { PostPreview } from './post-preview';

const none: PostPreviewData = {
  caption: null,
  thumbnailUrl: null,
  thumbnailUrl2x: null,
  fetchedAt: null,
  manual: false,
};
const read: PostPreviewData = {
  caption: 'Slow mornings with my favourite cold brew #ad',
  thumbnailUrl: '/files/previews/7d1c5c2e-51a8-4c1a-9d0e-0b6f2a3c4d5e/0123456789ab-0123456789abcdef-256.webp',
  thumbnailUrl2x: '/files/previews/7d1c5c2e-51a8-4c1a-9d0e-0b6f2a3c4d5e/0123456789ab-0123456789abcdef-512.webp',
  fetchedAt: '2026-11-20T10:00:00.000Z',
  manual: false,
};

const render = (preview: PostPreviewData) => renderAt('/', [{ path: '/', element: <PostPreview preview={preview} /> }]);

describe('PostPreview', () => {
  it('shows the thumbnail from our own storage, lazily, in a box of a fixed size, with the caption', () => {
    render(read);
    const figure = screen.getByRole('figure', { name: previewMessages.label });
    expect(figure).toBeVisible();
    const image = screen.getByRole('img', { name: previewMessages.alt });
    expect(image).toHaveAttribute('src', read.thumbnailUrl);
    expect(image).toHaveAttribute('srcset', `${read.thumbnailUrl} 1x, ${read.thumbnailUrl2x} 2x`);
    expect(image).toHaveAttribute('loading', 'lazy');
    // Width and height are known before the picture arrives: the layout does not move when it does.
    expect(image).toHaveAttribute('width', '72');
    expect(image).toHaveAttribute('height', '90');
    expect(screen.getByText(read.caption!)).toBeVisible();
    expect(screen.queryByRole('button', { name: previewMessages.showMore })).not.toBeInTheDocument();
  });

  it('clamps a long caption to a few lines behind Show more, by mouse or keyboard', async () => {
    const caption = `Day 3 of the cold brew challenge ☕ ${'so smooth, '.repeat(30)}#ad`;
    render({ ...read, caption });
    const more = screen.getByRole('button', { name: previewMessages.showMore });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(caption)).toHaveAttribute('data-line-clamp', 'true');
    await user.click(more);
    const less = screen.getByRole('button', { name: previewMessages.showLess });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(caption)).not.toHaveAttribute('data-line-clamp');
    less.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: previewMessages.showMore })).toHaveFocus();
  });

  it('clamps a caption of many short lines too', () => {
    render({ ...read, caption: 'one\ntwo\nthree\nfour #ad' });
    expect(screen.getByRole('button', { name: previewMessages.showMore })).toBeVisible();
  });

  it('says when the post has not been read yet, and when its figures are typed in', () => {
    const { unmount } = render(none);
    expect(screen.getByText(previewMessages.none)).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    render({ ...none, manual: true });
    expect(screen.getByText(previewMessages.manual)).toBeVisible();
  });

  it('shows a caption without a picture, and a picture of a post without a caption', () => {
    const { unmount } = render({ ...none, caption: 'Only words #ad', fetchedAt: read.fetchedAt });
    expect(screen.getByText('Only words #ad')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    render({ ...read, caption: '', thumbnailUrl2x: null });
    expect(screen.getByRole('img', { name: previewMessages.alt })).not.toHaveAttribute('srcset');
    expect(screen.getByText(previewMessages.noCaption)).toBeVisible();
  });
});
