import { contentReviewMessages, type ReviewPost } from '@microreach/domain/content-review';
import { disclosureMessages, revisionMessages } from '@microreach/domain/disclosure';
import { formatLocalDateTimeShort } from '@microreach/domain/formulas';
import { holdAppealMessages } from '@microreach/domain/operators';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewContentDialog } from '#web/features/content-review/components/review-content-dialog';
import { expectFieldError, expectToast } from '#web/test/fixtures/campaign-form';
import { makeHold, makeHoldEvidence, makeReviewPost, NO_BUSINESS_DISPUTES } from '#web/test/fixtures/content-review';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const POSTS = 'GET /api/business/campaigns/camp-1/posts';
const REQUEST_FIX = 'POST /api/business/posts/p1/request-fix';
const METRICS = 'POST /api/business/posts/p1/metrics';
const post = makeReviewPost('p1');

function renderDialog() {
  renderAt('/smb-dashboard', [
    {
      path: '/smb-dashboard',
      element: (
        <ReviewContentDialog campaign={{ id: 'camp-1', campaignName: 'Slow Mornings' }} opened onClose={() => {}} />
      ),
    },
  ]);
}

async function postCard() {
  return within(await screen.findByRole('article', { name: 'Instagram post by Mia Lens' }));
}

const posted = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.method === 'POST');

describe('Review Content: Ask for a fix', () => {
  it('says a note is needed beside the field, then sends the note trimmed and says so', async () => {
    const calls = mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [post]],
      [REQUEST_FIX]: [200, { ...post, stage: 'needs_fix' }],
    });
    renderDialog();
    const card = await postCard();
    await user.click(card.getByRole('button', { name: 'Ask for a fix' }));
    const note = card.getByRole('textbox', { name: 'What needs fixing in the Instagram post by Mia Lens' });

    await user.type(note, '   ');
    await user.click(card.getByRole('button', { name: 'Send fix request' }));
    expectFieldError(note, contentReviewMessages.fixNoteRequired);
    expect(posted(calls)).toHaveLength(0);

    await user.type(note, 'Show the jar label. ');
    expect(note).toBeValid();
    await user.click(card.getByRole('button', { name: 'Send fix request' }));
    await expectToast(contentReviewMessages.fixRequested.title, contentReviewMessages.fixRequested.message);
    expect(posted(calls)).toEqual([
      { method: 'POST', path: '/api/business/posts/p1/request-fix', body: { note: 'Show the jar label.' } },
    ]);
  });
});

describe('Review Content: Record metrics', () => {
  it("starts from the post's figures, says a cleared figure must be a whole number, and sends the figures", async () => {
    const calls = mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [post]],
      [METRICS]: [200, { ...post, views: 1500 }],
    });
    renderDialog();
    const card = await postCard();
    await user.click(card.getByRole('button', { name: 'Record metrics' }));
    const views = card.getByRole('textbox', { name: 'Views' });
    expect(views).toHaveValue('1,200');
    expect(card.getByRole('textbox', { name: 'Likes' })).toHaveValue('80');

    await user.clear(views);
    await user.click(card.getByRole('button', { name: 'Save figures' }));
    expectFieldError(views, 'Views must be a whole number.');
    expect(card.getByRole('textbox', { name: 'Likes' })).toBeValid();
    expect(posted(calls)).toHaveLength(0);

    await user.type(views, '1500');
    expect(views).toBeValid();
    await user.click(card.getByRole('button', { name: 'Save figures' }));
    await expectToast(contentReviewMessages.metricsRecorded.title, contentReviewMessages.metricsRecorded.message);
    expect(posted(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/business/posts/p1/metrics',
        body: { views: 1500, likes: 80, comments: 12, shares: 4 },
      },
    ]);
  });
});

describe('Review Content: a post whose earnings are final', () => {
  it('keeps Record metrics disabled and says why', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [{ ...post, stage: 'approved', earningsStatus: 'final', earningsCents: 20_800 }]],
    });
    renderDialog();
    const card = await postCard();
    const record = card.getByRole('button', { name: 'Record metrics' });
    expect(record).toBeDisabled();
    expect(record).toHaveAccessibleDescription(contentReviewMessages.earningsFinal);
    expect(card.getByText(contentReviewMessages.earningsFinal)).toBeVisible();
  });
});

describe('Review Content: a post on hold', () => {
  const jump =
    'Views rose 12,400 in one day, 9.2 times the post’s usual daily growth, but the new views brought only 14 likes (0.1% of them) against the post’s usual 3.1%.';
  const bought = 'Shares rose 2,000 in one day with no new likes.';
  const hold = (id: string, reason: string, status: 'open' | 'released' = 'open') =>
    makeHold(id, { reason, status, resolvedAt: status === 'open' ? null : '2026-11-23T12:00:00.000Z' });

  it('says what raised each open hold, then shows once the post’s figures against what the creator’s history predicts', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [
        200,
        [
          {
            ...post,
            earningsStatus: 'held',
            holds: [hold('h1', jump), hold('h2', bought), hold('h0', 'An older reason.', 'released')],
            holdEvidence: makeHoldEvidence(),
          },
        ],
      ],
    });
    renderDialog();
    const card = await postCard();
    expect(card.getByText(jump)).toBeVisible();
    expect(card.getByText(bought)).toBeVisible();
    expect(card.queryByText('An older reason.')).not.toBeInTheDocument();
    expect(card.getAllByRole('button', { name: 'Release hold' })).toHaveLength(2);
    const charts = card.getAllByRole('img', { name: /^This post’s figures over time against what the creator’s/ });
    expect(charts).toHaveLength(1);
    expect(charts[0]).toBeVisible();
    expect(charts[0]).toHaveAccessibleName(
      /Views: first 1,200 on .*, expected 900; last 15,400 on .*, expected 2,100\./,
    );
    expect(
      card.getByText('Expected from the creator’s 4 earlier MicroReach posts and 12 recent posts on the account.'),
    ).toBeVisible();
  });

  it('draws no chart for a post without an open hold', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [{ ...post, holds: [hold('h0', jump, 'released')], holdEvidence: null }]],
    });
    renderDialog();
    const card = await postCard();
    expect(card.getByText('Views')).toBeVisible();
    expect(card.queryByText(jump)).not.toBeInTheDocument();
    expect(card.queryByRole('img')).not.toBeInTheDocument();
    expect(card.queryByText(/^Expected from|No earlier posts/)).not.toBeInTheDocument();
  });
});

describe('Review Content: voiding a hold waits for the creator’s appeal (issue 28)', () => {
  const RESOLVE = 'POST /api/business/holds/h1/resolve';
  const deadline = '2099-11-25T12:00:00.000Z';
  const held = (holdOverrides: Parameters<typeof makeHold>[1] = {}) => ({
    ...post,
    earningsStatus: 'held' as const,
    holds: [makeHold('h1', holdOverrides)],
  });

  it('asks first, saying the creator can appeal within 72 hours, then sends the void and says so', async () => {
    const requested = held({ voidRequestedAt: '2099-11-22T12:00:00.000Z', appealDeadline: deadline });
    let current = held();
    const calls = mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: () => [200, [current]],
      [RESOLVE]: () => {
        current = requested;
        return [200, requested];
      },
    });
    renderDialog();
    const card = await postCard();
    await user.click(card.getByRole('button', { name: 'Void earnings' }));
    const confirm = await screen.findByRole('dialog', { name: 'Void earnings' });
    expect(
      within(confirm).getByText(/The creator can appeal within 72 hours; an operator then decides\./),
    ).toBeVisible();
    expect(posted(calls)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Void earnings' }));
    await expectToast(holdAppealMessages.voidRequested.title, holdAppealMessages.voidRequested.message);
    expect(posted(calls)).toEqual([
      { method: 'POST', path: '/api/business/holds/h1/resolve', body: { resolution: 'void' } },
    ]);
    expect(await card.findByText(/^Void requested: final on .+ unless the creator appeals$/)).toBeVisible();
  });

  it('on a void waiting for the deadline, says when it becomes final; Void is disabled with that reason, Release is not', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [held({ voidRequestedAt: '2099-11-22T12:00:00.000Z', appealDeadline: deadline })]],
    });
    renderDialog();
    const card = await postCard();
    const pending = holdAppealMessages.voidPending(formatLocalDateTimeShort(deadline));
    expect(pending).toMatch(/^Void requested: final on .+ unless the creator appeals$/);
    expect(card.getByText(pending)).toBeVisible();
    const voidButton = card.getByRole('button', { name: 'Void earnings' });
    expect(voidButton).toBeDisabled();
    expect(voidButton).toHaveAccessibleDescription(pending);
    expect(card.getByRole('button', { name: 'Release hold' })).toBeEnabled();
  });

  it('on an appealed hold, says an operator will decide', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [
        200,
        [
          held({
            voidRequestedAt: '2099-11-22T12:00:00.000Z',
            appealDeadline: deadline,
            appealedAt: '2099-11-23T12:00:00.000Z',
            appealNote: 'The views came from a repost by a large account.',
          }),
        ],
      ],
    });
    renderDialog();
    const card = await postCard();
    expect(card.getByText('Appealed: an operator will decide')).toBeVisible();
    expect(card.getByRole('button', { name: 'Void earnings' })).toHaveAccessibleDescription(
      'Appealed: an operator will decide',
    );
  });
});

describe('Review Content: disclosure on the post (issue 29)', () => {
  const APPROVE = 'POST /api/business/posts/p1/approve';

  it('says the disclosure found in the caption, and approves without asking', async () => {
    const calls = mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [post]],
      [APPROVE]: [200, { ...post, stage: 'tracking' }],
    });
    renderDialog();
    const card = await postCard();
    expect(card.getByText('Disclosure: #ad found in the caption')).toBeVisible();
    expect(card.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Approve' }));
    await expectToast(contentReviewMessages.approved.title, contentReviewMessages.approved.message);
    expect(posted(calls)).toEqual([{ method: 'POST', path: '/api/business/posts/p1/approve', body: {} }]);
  });

  it('when the caption could not be read, Approve waits for “I saw the disclosure” and says why', async () => {
    const unread = { ...post, disclosureState: 'unchecked' as const, disclosureTag: null };
    const calls = mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [unread]],
      [APPROVE]: [200, { ...unread, stage: 'tracking', disclosureState: 'confirmed' }],
    });
    renderDialog();
    const card = await postCard();
    expect(card.getByText('Not checked: the caption could not be read')).toBeVisible();
    const approve = card.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(disclosureMessages.confirmRequired);
    expect(card.getByText(disclosureMessages.confirmRequired)).toBeVisible();

    const seen = card.getByRole('checkbox', { name: disclosureMessages.confirmLabel });
    await user.click(seen);
    expect(approve).toBeEnabled();
    expect(card.queryByText(disclosureMessages.confirmRequired)).not.toBeInTheDocument();
    await user.click(seen);
    expect(approve).toBeDisabled();
    expect(posted(calls)).toHaveLength(0);

    await user.click(seen);
    await user.click(approve);
    await expectToast(contentReviewMessages.approved.title, contentReviewMessages.approved.message);
    expect(posted(calls)).toEqual([
      { method: 'POST', path: '/api/business/posts/p1/approve', body: { disclosureSeen: true } },
    ]);
  });

  it('says when the disclosure is missing, confirmed, or not required', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [
        200,
        [
          makeReviewPost('p1', {
            stage: 'needs_fix',
            fixNote: disclosureMessages.missingFixNote,
            fixDueAt: '2099-01-01T00:00:00.000Z',
            disclosureState: 'missing',
            disclosureTag: null,
          }),
          makeReviewPost('p2', {
            stage: 'tracking',
            trackingEndsAt: '2099-01-01T00:00:00.000Z',
            disclosureState: 'confirmed',
            disclosureTag: null,
            creator: { id: 'c2', name: 'Ivy Reyes', profilePicture: null },
          }),
          makeReviewPost('p3', {
            disclosureState: 'not_required',
            disclosureTag: null,
            creator: { id: 'c3', name: 'Leo Park', profilePicture: null },
          }),
        ],
      ],
    });
    renderDialog();
    const missing = await postCard();
    expect(
      missing.getByText(
        'Disclosure missing: the caption has no #ad, #sponsored, #paidpartnership or paid-partnership label',
      ),
    ).toBeVisible();
    expect(missing.getByText(`Fix requested: “${disclosureMessages.missingFixNote}”.`, { exact: false })).toBeVisible();
    const confirmed = within(screen.getByRole('article', { name: 'Instagram post by Ivy Reyes' }));
    expect(confirmed.getByText('Disclosure: confirmed by the business at approval')).toBeVisible();
    const notRequired = within(screen.getByRole('article', { name: 'Instagram post by Leo Park' }));
    expect(notRequired.getByText('Disclosure: not required by this campaign’s terms')).toBeVisible();
    expect(notRequired.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});

describe('Review Content: fix requests within the limit (issue 29)', () => {
  it('says how many fix requests are used while more are allowed', async () => {
    mockApi({ ...NO_BUSINESS_DISPUTES, [POSTS]: [200, [{ ...post, fixRequestsUsed: 1, fixRequestLimit: 2 }]] });
    renderDialog();
    const card = await postCard();
    expect(card.getByText('Fix requests: 1 of 2 used')).toBeVisible();
    const ask = card.getByRole('button', { name: 'Ask for a fix' });
    expect(ask).toBeEnabled();
    expect(ask).not.toHaveAccessibleDescription();
  });

  it('at the limit, disables Ask for a fix with the reason and offers a dispute', async () => {
    const calls = mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [{ ...post, fixRequestsUsed: 2, fixRequestLimit: 2 }]],
    });
    renderDialog();
    const card = await postCard();
    expect(card.getByText('Fix requests: 2 of 2 used')).toBeVisible();
    const ask = card.getByRole('button', { name: 'Ask for a fix' });
    expect(ask).toBeDisabled();
    expect(ask).toHaveAccessibleDescription(revisionMessages.limitReached(2));
    expect(card.getByText(revisionMessages.limitReached(2))).toBeVisible();
    expect(card.getByRole('button', { name: 'Approve' })).toBeEnabled();

    await user.click(await card.findByRole('button', { name: 'Open a dispute on Instagram post by Mia Lens' }));
    expect(await screen.findByRole('dialog', { name: 'Open a dispute' })).toBeVisible();
    expect(posted(calls)).toHaveLength(0);
  });

  it('when the terms allow none, says so', async () => {
    mockApi({ ...NO_BUSINESS_DISPUTES, [POSTS]: [200, [{ ...post, fixRequestsUsed: 0, fixRequestLimit: 0 }]] });
    renderDialog();
    const card = await postCard();
    expect(card.getByText('Fix requests: none allowed by this campaign’s terms')).toBeVisible();
    const ask = card.getByRole('button', { name: 'Ask for a fix' });
    expect(ask).toBeDisabled();
    expect(ask).toHaveAccessibleDescription(revisionMessages.noRevisions);
  });

  it('shows the server’s refusal if the limit was reached meanwhile', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [{ ...post, fixRequestsUsed: 1, fixRequestLimit: 2 }]],
      [REQUEST_FIX]: [409, { code: 'REVISION_LIMIT_REACHED', message: revisionMessages.limitReached(2) }],
    });
    renderDialog();
    const card = await postCard();
    await user.click(card.getByRole('button', { name: 'Ask for a fix' }));
    await user.type(card.getByRole('textbox', { name: /What needs fixing/ }), 'Reshoot, please.');
    await user.click(card.getByRole('button', { name: 'Send fix request' }));
    await expectToast('Error', revisionMessages.limitReached(2));
  });
});

describe('Review Content: Pay now asks first (issue 30)', () => {
  const RELEASE = 'POST /api/business/posts/p1/release-payment';
  const endsAt = '2099-12-03T10:00:00.000Z';
  const tracking = { ...post, stage: 'tracking' as const, trackingEndsAt: endsAt, earningsCents: 20_000 };

  it('says the amount, to whom, and that it cannot be undone; Cancel pays nothing', async () => {
    const calls = mockApi({ ...NO_BUSINESS_DISPUTES, [POSTS]: [200, [tracking]] });
    renderDialog();
    const card = await postCard();
    await user.click(card.getByRole('button', { name: 'Pay now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(
      within(confirm).getByText(
        `Mia Lens is paid $200.00 from this campaign's funds now, at the figures so far: tracking stops (it would run until ${formatLocalDateTimeShort(endsAt)}) and the amount becomes final. This cannot be undone.`,
      ),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay now' })).not.toBeInTheDocument());
    expect(posted(calls)).toHaveLength(0);
  });

  it('pays once confirmed and says so', async () => {
    let current: ReviewPost = tracking;
    const calls = mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: () => [200, [current]],
      [RELEASE]: () => {
        current = { ...tracking, stage: 'approved', earningsStatus: 'final' };
        return [200, current];
      },
    });
    renderDialog();
    const card = await postCard();
    await user.click(card.getByRole('button', { name: 'Pay now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay now' });
    await user.click(within(confirm).getByRole('button', { name: 'Pay $200.00' }));
    await expectToast(contentReviewMessages.paymentReleased.title, contentReviewMessages.paymentReleased.message);
    expect(posted(calls)).toEqual([
      { method: 'POST', path: '/api/business/posts/p1/release-payment', body: undefined },
    ]);
  });

  it('says an open hold keeps the money held', async () => {
    mockApi({
      ...NO_BUSINESS_DISPUTES,
      [POSTS]: [200, [{ ...tracking, earningsStatus: 'held', holds: [makeHold('h1')] }]],
    });
    renderDialog();
    const card = await postCard();
    await user.click(card.getByRole('button', { name: 'Pay now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(within(confirm).getByText(/An open hold keeps the money held until you release it\./)).toBeVisible();
  });
});
