// The demo's money (issue 13), planned from the demo's campaigns and posts and written through the ledger like any
// other money: each business adds funds through the test-mode provider and funds its campaigns into escrow; every
// post's earnings are set aside from escrow when the post is approved (or submitted) and settled, less the 5% fee,
// when its tracking window ends; finished campaigns return what is left; creators withdraw, with payouts in every
// state. One Live campaign is funded for only part of its earnings, so "waiting for funding" shows. Pure: the seed
// runs the plan's transfers in time order in its transaction, and the earnings sync finds nothing left to move.
import { randomUUID } from 'node:crypto';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@microreach/domain/calendar';
import type { PayoutState } from '@microreach/domain/creator-earnings';
import { MIN_WITHDRAWAL_CENTS, payoutDelayReason } from '@microreach/domain/creator-earnings';
import { platformFeeCents, TEST_CARD_SUCCESS } from '@microreach/domain/ledger';
import { isEarned } from '@microreach/domain/performance-pay';
import { isFinishedStatus } from '@microreach/domain/statuses';
import type * as schema from '#server/db/schema/index.ts';
import {
  account,
  earningsMovementKey,
  escrowReturnKey,
  type TransferInput,
} from '#server/modules/ledger/ledger.service.ts';
import { testAccountId, testPaymentRef } from '#server/modules/ledger/test-mode.service.ts';

type Campaign = typeof schema.campaigns.$inferInsert;
type Post = typeof schema.campaignAnalytics.$inferInsert;

export interface DemoPayoutSeed {
  userId: string;
  /** Share of the creator's available balance at the time of the request. */
  share: number;
  status: PayoutState;
  requestedAt: Date;
  notes: string;
}

export interface DemoMoney {
  checkouts: (typeof schema.paymentCheckouts.$inferInsert)[];
  payoutAccounts: (typeof schema.payoutAccounts.$inferInsert)[];
  payoutRequests: (typeof schema.payoutRequests.$inferInsert)[];
  /** In time order. */
  transfers: TransferInput[];
  /** The test-mode provider's own books of the same (issue 25): each card charge and each payout it made. */
  providerRecords: (typeof schema.testProviderRecords.$inferInsert)[];
}

/** Each business keeps this much in its wallet, added three days ago. */
const WALLET_TOP_UP_CENTS = 75_000;

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`demo money: missing ${what}`);
  return value;
}

export function planDemoMoney(
  campaigns: readonly Campaign[],
  posts: readonly Post[],
  payouts: readonly DemoPayoutSeed[],
  now: Date,
): DemoMoney {
  const out: DemoMoney = { checkouts: [], payoutAccounts: [], payoutRequests: [], transfers: [], providerRecords: [] };
  const at = (ms: number) => new Date(Math.min(ms, now.getTime() - MINUTE_MS));
  const earning = (p: Post) => isEarned(p.earningsStatus ?? 'none') && (p.earningsCents ?? 0) > 0;

  // The one campaign funded for only part of what it owes: the Live campaign with the most pending earnings.
  const pendingOf = (c: Campaign) =>
    posts.filter((p) => p.campaignId === c.id && earning(p)).reduce((sum, p) => sum + (p.earningsCents ?? 0), 0);
  const underfunded = [...campaigns].filter((c) => c.status === 'Live').sort((a, b) => pendingOf(b) - pendingOf(a))[0];

  const deposit = (businessId: string, cents: number, when: Date, what: string) => {
    const id = randomUUID();
    out.checkouts.push({
      id,
      provider: 'test',
      businessId,
      amountCents: cents,
      state: 'paid',
      providerRef: `test_cs_${id}`,
      createdAt: new Date(when.getTime() - 5 * MINUTE_MS),
      completedAt: when,
    });
    const paymentRef = testPaymentRef(id, TEST_CARD_SUCCESS);
    out.providerRecords.push({
      kind: 'charge',
      reference: paymentRef,
      paymentRef,
      amountCents: cents,
      createdAt: when,
    });
    out.transfers.push({
      kind: 'deposit',
      description: 'Funds added (test mode)',
      idempotencyKey: `deposit:${id}`,
      userId: businessId,
      checkoutId: id,
      createdAt: when,
      legs: [
        { account: account.provider('test'), amountCents: -cents },
        { account: account.wallet(businessId), amountCents: cents },
      ],
    });
    return what;
  };

  const owners = new Set<string>();
  for (const c of campaigns) {
    const id = must(c.id, 'campaign id');
    const owner = c.userId;
    owners.add(owner);
    if (c.status === 'Draft' || !c.budgetCents) continue;
    const own = posts
      .filter((p) => p.campaignId === id && earning(p))
      .sort((x, y) => reserveAt(x).getTime() - reserveAt(y).getTime());
    const owed = own.reduce((sum, p) => sum + (p.earningsCents ?? 0), 0);
    const funded = c === underfunded ? Math.max(10_000, Math.floor((owed * 0.6) / 100) * 100) : c.budgetCents;
    const firstReserve = own[0] ? reserveAt(own[0]).getTime() : Number.POSITIVE_INFINITY;
    const fundedAt = at(Math.min(must(c.createdAt, 'createdAt').getTime() + HOUR_MS, firstReserve - HOUR_MS));
    deposit(owner, funded, new Date(fundedAt.getTime() - 10 * MINUTE_MS), c.campaignName);
    out.transfers.push({
      kind: 'campaign_funding',
      description: `Campaign funded: ${c.campaignName}`,
      userId: owner,
      campaignId: id,
      createdAt: fundedAt,
      legs: [
        { account: account.wallet(owner), amountCents: -funded },
        { account: account.escrow(id, owner), amountCents: funded },
      ],
    });

    let escrowLeft = funded;
    let lastMove = fundedAt.getTime();
    for (const p of own) {
      const postId = must(p.id, 'post id');
      const reserve = Math.min(must(p.earningsCents, 'earnings'), escrowLeft);
      if (reserve <= 0) continue;
      escrowLeft -= reserve;
      const reservedAt = reserveAt(p);
      out.transfers.push({
        kind: 'earnings_reserve',
        description: `Earnings set aside: ${c.campaignName}`,
        idempotencyKey: earningsMovementKey(postId, 0),
        campaignId: id,
        postId,
        creatorId: p.influencerId,
        createdAt: reservedAt,
        legs: [
          { account: account.escrow(id, owner), amountCents: -reserve },
          { account: account.pending(p.influencerId), amountCents: reserve },
        ],
      });
      lastMove = Math.max(lastMove, reservedAt.getTime());
      if (p.earningsStatus === 'final') {
        const fee = platformFeeCents(reserve);
        const settledAt = at(must(p.trackingEndsAt, 'tracking end').getTime());
        out.transfers.push({
          kind: 'earnings_settlement',
          description: `Earnings: ${c.campaignName}`,
          idempotencyKey: earningsMovementKey(postId, 1),
          campaignId: id,
          postId,
          creatorId: p.influencerId,
          createdAt: settledAt,
          legs: [
            { account: account.pending(p.influencerId), amountCents: -reserve },
            { account: account.available(p.influencerId), amountCents: reserve - fee },
            { account: account.fees(), amountCents: fee },
          ],
        });
        lastMove = Math.max(lastMove, settledAt.getTime());
      }
    }
    const open = posts.some(
      (p) => p.campaignId === id && (p.earningsStatus === 'pending' || p.earningsStatus === 'held'),
    );
    if (isFinishedStatus(c.status as never) && !open && escrowLeft > 0) {
      out.transfers.push({
        kind: 'escrow_return',
        description: `Unspent funds returned: ${c.campaignName} (completed)`,
        idempotencyKey: escrowReturnKey(id, 0),
        campaignId: id,
        createdAt: at(lastMove + DAY_MS),
        legs: [
          { account: account.escrow(id, owner), amountCents: -escrowLeft },
          { account: account.wallet(owner), amountCents: escrowLeft },
        ],
      });
    }
  }
  for (const owner of owners) deposit(owner, WALLET_TOP_UP_CENTS, at(now.getTime() - 3 * DAY_MS), 'top-up');

  // Withdrawals, against each creator's available balance at the time (the transfers so far, in time order).
  out.transfers.sort((a, b) => must(a.createdAt, 'at').getTime() - must(b.createdAt, 'at').getTime());
  // (The transfers include the withdrawals planned so far, and the failed ones' money coming back.)
  const availableAt = (userId: string, when: Date) =>
    out.transfers
      .filter((t) => must(t.createdAt, 'at') < when)
      .flatMap((t) => t.legs)
      .filter((l) => l.account.kind === 'creator_available' && 'userId' in l.account && l.account.userId === userId)
      .reduce((sum, l) => sum + l.amountCents, 0);
  for (const p of [...payouts].sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())) {
    const available = availableAt(p.userId, p.requestedAt);
    const cents = Math.min(available, Math.max(MIN_WITHDRAWAL_CENTS, Math.floor((available * p.share) / 100) * 100));
    // (A creator whose earnings settle after the day of the request has nothing to withdraw yet: no request.)
    if (cents < MIN_WITHDRAWAL_CENTS) continue;
    let acct = out.payoutAccounts.find((a) => a.userId === p.userId);
    if (!acct) {
      const last4 = /ending (\d{4})/.exec(p.notes)?.[1] ?? String(1000 + ((out.payoutAccounts.length * 1777) % 9000));
      acct = {
        id: randomUUID(),
        userId: p.userId,
        provider: 'test',
        externalId: testAccountId(p.userId, `00012345${last4}`),
        active: true,
        label: `Test Bank ••••${last4}`,
        createdAt: new Date(p.requestedAt.getTime() - 2 * DAY_MS),
        updatedAt: new Date(p.requestedAt.getTime() - 2 * DAY_MS),
      };
      out.payoutAccounts.push(acct);
    }
    const id = randomUUID();
    const processedAt =
      p.status === 'paid' || p.status === 'failed' ? at(p.requestedAt.getTime() + 30 * HOUR_MS) : null;
    // Every payout but a requested one was handed to the provider once, two hours after it was requested.
    const sentAt = p.status === 'requested' ? null : at(p.requestedAt.getTime() + 2 * HOUR_MS);
    out.payoutRequests.push({
      id,
      userId: p.userId,
      amountCents: cents,
      status: p.status,
      notes: p.notes,
      provider: 'test',
      payoutAccountId: acct.id,
      providerRef: p.status === 'paid' ? `test_po_${id}` : null,
      failureMessage: p.status === 'failed' ? p.notes : null,
      requestedAt: p.requestedAt,
      approvedAt: sentAt,
      attempts: sentAt ? 1 : 0,
      firstSentAt: sentAt,
      // A Delayed payout's money stays in payouts in flight, as a requested or approved one's does.
      delayReason: p.status === 'delayed' ? payoutDelayReason('test') : null,
      processedAt,
    });
    out.transfers.push({
      kind: 'payout_request',
      description: `Withdrawal to ${acct.label}`,
      idempotencyKey: `payout:${id}:request`,
      userId: p.userId,
      creatorId: p.userId,
      payoutId: id,
      createdAt: p.requestedAt,
      legs: [
        { account: account.available(p.userId), amountCents: -cents },
        { account: account.payouts(p.userId), amountCents: cents },
      ],
    });
    if (processedAt && p.status === 'paid') {
      out.providerRecords.push({
        kind: 'payout',
        reference: `test_po_${id}`,
        amountCents: -cents,
        createdAt: processedAt,
      });
    }
    if (processedAt) {
      out.transfers.push(
        p.status === 'paid'
          ? {
              kind: 'payout_paid',
              description: 'Withdrawal paid',
              idempotencyKey: `payout:${id}:paid`,
              creatorId: p.userId,
              payoutId: id,
              createdAt: processedAt,
              legs: [
                { account: account.payouts(p.userId), amountCents: -cents },
                { account: account.provider('test'), amountCents: cents },
              ],
            }
          : {
              kind: 'payout_failed',
              description: 'Withdrawal failed: the money is back in your available balance',
              idempotencyKey: `payout:${id}:failed`,
              creatorId: p.userId,
              payoutId: id,
              createdAt: processedAt,
              legs: [
                { account: account.payouts(p.userId), amountCents: -cents },
                { account: account.available(p.userId), amountCents: cents },
              ],
            },
      );
    }
    out.transfers.sort((a, b) => must(a.createdAt, 'at').getTime() - must(b.createdAt, 'at').getTime());
  }
  return out;

  function reserveAt(p: Post): Date {
    return at((p.approvedAt ?? must(p.createdAt, 'post createdAt')).getTime() + 1000);
  }
}
