// A campaign card's dialogs (View Details, Manage Influencers, Review Content), loaded when the card first opens one
// (campaign-card.tsx: lazyDialog), so the dashboard's first download carries neither them nor Mantine's Modal.
import { Modal } from '@mantine/core';
import type { DashboardCampaign } from '@microreach/domain/campaigns';
import type { ReactNode } from 'react';
import { ManageInfluencersDialog } from '../applicants/manage-influencers-dialog';
import { CampaignDetailsDialog } from './campaign-details-dialog';

export type CampaignCardDialog = 'details' | 'applicants' | 'content' | null;

/** What a card needs to open Review Content: the content-review feature's dialog, passed in by the route. */
export type ReviewContentSlot = (props: {
  campaign: DashboardCampaign;
  opened: boolean;
  onClose: () => void;
  stackId: string;
}) => ReactNode;

export function CampaignCardDialogs({
  campaign,
  dialog,
  onClose,
  reviewContent,
}: {
  campaign: DashboardCampaign;
  /** Whether one of them is open (lazyDialog loads them the first time). */
  opened: boolean;
  dialog: CampaignCardDialog;
  onClose: () => void;
  reviewContent: ReviewContentSlot;
}) {
  return (
    // A stack, so the profile dialog opened from an applicant sits above its list and Escape closes one at a time.
    <Modal.Stack>
      <CampaignDetailsDialog campaign={campaign} opened={dialog === 'details'} onClose={onClose} stackId="details" />
      <ManageInfluencersDialog
        campaign={campaign}
        opened={dialog === 'applicants'}
        onClose={onClose}
        stackId="applicants"
      />
      {reviewContent({ campaign, opened: dialog === 'content', onClose, stackId: 'content' })}
    </Modal.Stack>
  );
}
