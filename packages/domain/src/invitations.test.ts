import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from './calendar.ts';
import {
  canAcceptInvitation,
  canInviteTo,
  canRespondToInvitation,
  InvitationDecisionInputSchema,
  InviteCreatorInputSchema,
  invitationMessages,
} from './invitations.ts';

const now = new Date('2026-05-10T12:00:00Z');
const today = todayIso(now);

describe('InviteCreatorInputSchema', () => {
  it('takes a creator id and nothing else', () => {
    const creatorId = '0b7f9a3e-8f1c-4d2a-9b6e-3c5d7e9f1a2b';
    expect(InviteCreatorInputSchema.parse({ creatorId })).toEqual({ creatorId });
    expect(InviteCreatorInputSchema.safeParse({ creatorId: 'not-a-uuid' }).success).toBe(false);
    expect(InviteCreatorInputSchema.safeParse({}).success).toBe(false);
    expect(InviteCreatorInputSchema.safeParse({ creatorId, campaignId: creatorId }).success).toBe(false);
  });
});

describe('InvitationDecisionInputSchema', () => {
  it('takes accept or decline', () => {
    expect(InvitationDecisionInputSchema.parse({ decision: 'accept' })).toEqual({ decision: 'accept' });
    expect(InvitationDecisionInputSchema.parse({ decision: 'decline' })).toEqual({ decision: 'decline' });
    expect(InvitationDecisionInputSchema.safeParse({ decision: 'reject' }).success).toBe(false);
  });
});

describe('policies', () => {
  const live = { status: 'Live', endDate: addDays(today, 3) };

  it('answers only pending invitations', () => {
    expect(canRespondToInvitation({ status: 'pending' })).toBe(true);
    expect(canRespondToInvitation({ status: 'accepted' })).toBe(false);
    expect(canRespondToInvitation({ status: 'declined' })).toBe(false);
  });

  it('accepts only a pending invitation to a Live campaign that has not ended', () => {
    expect(canAcceptInvitation({ status: 'pending' }, live, now)).toBe(true);
    expect(canAcceptInvitation({ status: 'pending' }, { status: 'Live', endDate: today }, now)).toBe(true);
    expect(canAcceptInvitation({ status: 'pending' }, { status: 'Live', endDate: addDays(today, -1) }, now)).toBe(
      false,
    );
    expect(canAcceptInvitation({ status: 'pending' }, { ...live, status: 'Paused' }, now)).toBe(false);
    expect(canAcceptInvitation({ status: 'declined' }, live, now)).toBe(false);
  });

  it('invites only to a Live campaign that has not ended', () => {
    expect(canInviteTo(live, now)).toBe(true);
    for (const status of ['Draft', 'Paused', 'Completed', 'Ended'])
      expect(canInviteTo({ ...live, status }, now)).toBe(false);
    expect(canInviteTo({ status: 'Live', endDate: addDays(today, -1) }, now)).toBe(false);
  });
});

describe('messages', () => {
  it("words the spec's 'Invitation Sent' toast with the creator and the campaign", () => {
    expect(invitationMessages.sent('Mia Lens', 'Autumn Roast')).toEqual({
      title: 'Invitation Sent',
      message: 'Mia Lens has been invited to Autumn Roast.',
    });
  });

  it('names the creator and campaign in each refusal', () => {
    expect(invitationMessages.alreadyInvited('Mia', 'Roast')).toBe('Mia has already been invited to Roast.');
    expect(invitationMessages.creatorLeft('Mia', 'Roast')).toBe('Mia left Roast and cannot rejoin it.');
    expect(invitationMessages.creatorApplied('Mia', 'Roast')).toContain('Mia has already applied to Roast.');
  });
});
