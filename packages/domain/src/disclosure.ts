// Disclosure on the post (issue 29): a sponsored post must say so in its caption. The caption the platform returns
// (Instagram media `caption`, TikTok `video_description` or `title`) is read for a disclosure hashtag, in English or
// in the language regulators of the creator's market accept; the platform's own paid-partnership flag counts where an
// API reports it. A post whose caption has none goes back to the creator as a fix; a post whose caption could not be
// read (figures typed in by the business) needs the business to confirm it saw the disclosure when approving it.
import { z } from 'zod';

export {
  CAPTION_MAX_CHARS,
  DISCLOSURE_STATE_LABELS,
  DISCLOSURE_STATES,
  DISCLOSURE_TAG_DISPLAY_MAX,
  DISCLOSURE_TAGS,
  type DisclosureState,
  disclosureMessages,
  disclosureOf,
  disclosureStatusText,
  findDisclosureTag,
  needsDisclosureConfirmation,
  PAID_PARTNERSHIP_TAG,
  revisionMessages,
} from './disclosure-rules.ts';

/** The business's approval; `disclosureSeen` is required where disclosure is required and the caption was not read. */
export const ApprovePostInputSchema = z.object({ disclosureSeen: z.boolean().optional() }).strict();
export type ApprovePostInput = z.infer<typeof ApprovePostInputSchema>;
