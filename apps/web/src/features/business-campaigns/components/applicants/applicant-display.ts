// How applicants read: status labels (B4) and the prefilled chat link (B2).
import { paths } from '@microreach/domain/paths';
import type { ApplicantStatus } from '@microreach/domain/statuses';

export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = {
  pending: 'Pending',
  approved: 'Accepted',
  active: 'Active',
  rejected: 'Rejected',
  left: 'Left',
};

export const APPLICANT_STATUS_COLORS: Record<ApplicantStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  active: 'teal',
  rejected: 'red',
  left: 'gray',
};

/** /chat-business with the conversation partner, the campaign and a greeting ready to send. */
export function messageApplicantHref(
  user: { id: string; name: string },
  campaign: { id: string; campaignName: string },
): string {
  const greeting = `Hi ${user.name}, thanks for applying to ${campaign.campaignName}!`;
  const query = [
    `user=${encodeURIComponent(user.id)}`,
    `campaign=${encodeURIComponent(campaign.id)}`,
    `message=${encodeURIComponent(greeting)}`,
  ].join('&');
  return `${paths.chatBusiness}?${query}`;
}
