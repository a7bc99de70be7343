// How applicants and their profiles read: status labels (B4), the prefilled chat link (B2), social links.
import { formatCompact } from '@microreach/domain/formulas';
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

/**
 * A profile link for a stored Instagram or TikTok value, which may be a handle ('@mia', 'mia') or a full link.
 * Only http(s) links are returned, so a stored 'javascript:' value never becomes a link.
 */
export function socialLink(
  platform: 'instagram' | 'tiktok',
  value: string | null,
): { href: string; text: string } | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\/\S+$/i.test(v)) return { href: v, text: v.replace(/^https?:\/\/(www\.)?/i, '') };
  const handle = v.replace(/^@/, '');
  if (!/^[\w.]+$/.test(handle)) return null;
  const href = platform === 'instagram' ? `https://www.instagram.com/${handle}` : `https://www.tiktok.com/@${handle}`;
  return { href, text: `@${handle}` };
}

export function websiteLink(value: string | null): { href: string; text: string } | null {
  const v = value?.trim();
  if (!v || !/^https?:\/\/\S+$/i.test(v)) return null;
  return { href: v, text: v.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '') };
}

/** A stored follower range ('1000-2500', '1000-', '50000+') in words: '1K - 2.5K', 'Under 1K', '50K+'. */
export function followerRangeLabel(range: string): string {
  if (/^\d+\+$/.test(range)) return `${formatCompact(Number(range.slice(0, -1)), { trimZero: true })}+`;
  if (/^\d+-$/.test(range)) return `Under ${formatCompact(Number(range.slice(0, -1)), { trimZero: true })}`;
  const match = /^(\d+)-(\d+)$/.exec(range);
  if (match)
    return `${formatCompact(Number(match[1]), { trimZero: true })} - ${formatCompact(Number(match[2]), { trimZero: true })}`;
  return range;
}
