// What a browse card says, as pure functions of a BrowseCampaign (C2, C9: 'TBD', 'Unlimited', '+N more').
import type { BrowseCampaign } from '@microreach/domain/creator-campaigns';
import { formatCount } from '@microreach/domain/formulas';

/** '2/5 joined', or 'Unlimited' when the brand set no maximum. */
export function seatsText(campaign: Pick<BrowseCampaign, 'participantCount' | 'maxInfluencers'>): string {
  return campaign.maxInfluencers === null
    ? 'Unlimited'
    : `${campaign.participantCount}/${campaign.maxInfluencers} joined`;
}

/** Older campaigns store tags with their '#', newer ones without: show each with exactly one. */
export function hashtagLabel(tag: string): string {
  return tag.startsWith('#') ? tag : `#${tag}`;
}

/** Tags once each, so they can key a list. */
export function uniqueHashtags(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}

export type CardAction = 'join' | 'apply' | 'applied' | 'left' | 'full';

/**
 * What the creator can do with a card: a left application can never rejoin; any other application reads Applied;
 * a Public campaign at its maximum is full (a Private one still takes applications, the brand decides).
 */
export function cardAction(
  campaign: Pick<BrowseCampaign, 'myApplicationStatus' | 'privatePublic' | 'participantCount' | 'maxInfluencers'>,
): CardAction {
  if (campaign.myApplicationStatus === 'left') return 'left';
  if (campaign.myApplicationStatus !== null) return 'applied';
  if (campaign.privatePublic === 'Private') return 'apply';
  const isFull = campaign.maxInfluencers !== null && campaign.participantCount >= campaign.maxInfluencers;
  return isFull ? 'full' : 'join';
}

/** '1 campaign', '24 campaigns', '1,000+ campaigns' when the server stopped counting. */
export function resultCountText(total: number, isCapped: boolean): string {
  const count = `${formatCount(total)}${isCapped ? '+' : ''}`;
  return total === 1 && !isCapped ? '1 campaign' : `${count} campaigns`;
}
