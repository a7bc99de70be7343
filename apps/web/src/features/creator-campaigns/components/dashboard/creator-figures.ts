// What a creator's campaign card says about its brand, application and status, as pure functions (dates, money and
// platforms read as the domain's formulas write them).
import type { DisplayedStatus } from '@microreach/domain/creator-campaigns';
import { paths } from '@microreach/domain/paths';
import type { ApplicantStatus } from '@microreach/domain/statuses';

/** The brand as creators know it: the company name, else the owner's name (the notifications' rule too). */
export { brandName } from '@microreach/domain/notification-texts';

/** Message {brand} opens the creator chat with the brand's user preselected (C2). */
export function chatWithBrandPath(brandUserId: string): string {
  return `${paths.chatCreator}?userId=${encodeURIComponent(brandUserId)}`;
}

const APPLICATION_STATUS_LABELS: Record<ApplicantStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Declined',
  left: 'Left',
  active: 'Active',
};

export function applicationStatusLabel(status: ApplicantStatus): string {
  return APPLICATION_STATUS_LABELS[status];
}

/**
 * The badge text: the C4 displayed status. A raw application status (an approved application on a Paused campaign)
 * reads as the application's label, and 'active' reads Approved there: "Active" is kept for the Active tab.
 */
export function displayedStatusLabel(status: DisplayedStatus): string {
  if (status === 'active' || status === 'approved') return 'Approved';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function displayedStatusColor(status: DisplayedStatus): string {
  switch (status) {
    case 'Active':
      return 'green';
    case 'Pending Approval':
      return 'yellow';
    case 'Application Declined':
      return 'red';
    case 'Completed':
      return 'blue';
    default:
      return 'gray';
  }
}

/** Tags are stored without '#'; a stray one is not doubled. */
export function hashtagLabel(tag: string): string {
  return `#${tag.replace(/^#+/, '')}`;
}
