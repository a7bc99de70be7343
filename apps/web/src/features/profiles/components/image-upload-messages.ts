// The toasts of the image fields, per role (B8 for a business, C8 for a creator), and the size check made before a
// file is sent. The texts the spec quotes come from the domain's messages; the few it leaves out are written here.
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@microreach/domain/images';
import { businessProfileMessages as b, creatorProfileMessages as c, withReason } from '@microreach/domain/messages';
import type { Role } from '@microreach/domain/statuses';
import type { SingleImageKind } from '#web/features/profiles/api/profiles';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

export interface ToastText {
  title: string;
  message?: string;
}

/** What the toasts of one image field say. A failure's message gets the server's reason after a colon. */
export interface ImageToasts {
  uploaded: ToastText;
  removed: ToastText;
  uploadFailed: { title: string; message: string };
  removeFailed: { title: string; message: string };
}

/** The words a field uses for its image: its label, the object of its buttons and the image's alt text. */
export const IMAGE_WORDS: Readonly<Record<SingleImageKind, { label: string; noun: string; alt: string }>> = {
  logo: { label: 'Business Logo', noun: 'logo', alt: 'Business logo' },
  'profile-picture': { label: 'Profile Picture', noun: 'profile picture', alt: 'Profile picture' },
  banner: { label: 'Banner Image', noun: 'banner', alt: 'Banner image' },
};

// B8 gives no text for a failed logo or banner removal (the original showed none); these follow its wording.
const businessRemoveFailed = (noun: string) => ({ title: 'Error', message: `Failed to delete ${noun}` });

const BUSINESS: Record<SingleImageKind, ImageToasts> = {
  logo: {
    uploaded: { title: b.logoUploaded },
    removed: { title: b.logoDeleted },
    uploadFailed: { title: b.uploadErrorTitle, message: b.logoUploadFailed },
    removeFailed: businessRemoveFailed('logo'),
  },
  banner: {
    uploaded: { title: b.bannerUploaded },
    removed: { title: b.bannerDeleted },
    uploadFailed: { title: b.uploadErrorTitle, message: b.bannerUploadFailed },
    removeFailed: businessRemoveFailed('banner'),
  },
  // A business has no profile picture (the server refuses the kind); the field still needs words.
  'profile-picture': {
    uploaded: { title: 'Profile picture uploaded successfully!' },
    removed: { title: 'Profile picture deleted successfully!' },
    uploadFailed: { title: b.uploadErrorTitle, message: c.pictureUploadFailed },
    removeFailed: businessRemoveFailed('profile picture'),
  },
};

const CREATOR: Record<SingleImageKind, ImageToasts> = {
  'profile-picture': {
    uploaded: { title: c.successTitle, message: c.pictureUploaded },
    removed: { title: c.successTitle, message: c.pictureRemoved },
    uploadFailed: { title: c.uploadErrorTitle, message: c.pictureUploadFailed },
    removeFailed: { title: c.databaseErrorTitle, message: c.pictureSaveFailed },
  },
  banner: {
    uploaded: { title: c.successTitle, message: c.bannerUploaded },
    removed: { title: c.successTitle, message: c.bannerRemoved },
    uploadFailed: { title: c.uploadErrorTitle, message: c.bannerUploadFailed },
    removeFailed: { title: c.databaseErrorTitle, message: c.bannerSaveFailed },
  },
  // A creator has no logo (the server refuses the kind); the profile picture's words stand in.
  logo: {
    uploaded: { title: c.successTitle, message: c.pictureUploaded },
    removed: { title: c.successTitle, message: c.pictureRemoved },
    uploadFailed: { title: c.uploadErrorTitle, message: c.pictureUploadFailed },
    removeFailed: { title: c.databaseErrorTitle, message: c.pictureSaveFailed },
  },
};

export function imageToasts(kind: SingleImageKind, role: Role): ImageToasts {
  return (role === 'SMB' ? BUSINESS : CREATOR)[kind];
}

export function portfolioToasts(role: Role): ImageToasts {
  return role === 'SMB'
    ? {
        uploaded: { title: b.portfolioUploaded },
        removed: { title: b.portfolioDeleted },
        uploadFailed: { title: b.uploadErrorTitle, message: b.portfolioUploadFailed },
        removeFailed: { title: 'Error', message: b.portfolioDeleteFailed },
      }
    : {
        uploaded: { title: c.successTitle, message: c.portfolioUploaded },
        removed: { title: c.successTitle, message: c.portfolioRemoved },
        uploadFailed: { title: c.uploadErrorTitle, message: c.portfolioUploadFailed },
        removeFailed: { title: 'Error', message: c.portfolioRemoveFailed },
      };
}

/** The server's 413 text (apps/server/src/modules/users/users.routes.ts), said before a too-big file is sent. */

/**
 * A chosen file that may go to the server: one within IMAGE_MAX_BYTES. A bigger one is refused here, with the
 * server's own words, rather than sent only to be refused. Its type is left to the server, which reads the bytes.
 */
export function isUploadable(file: File, failed: ImageToasts['uploadFailed']): boolean {
  if (file.size <= IMAGE_MAX_BYTES) return true;
  toast.error(withReason(failed.message, IMAGE_TOO_LARGE_MESSAGE), failed.title);
  return false;
}

export function toastSuccess(text: ToastText) {
  toast.success(text.title, text.message);
}

/** A failed upload or removal: its message with the server's reason (B8 asks a business to sign in on a 401). */
export function toastFailure(text: { title: string; message: string }, err: unknown, role: Role) {
  if (role === 'SMB' && err instanceof ApiRequestError && err.status === 401) {
    toast.error(b.signInToUpload);
    return;
  }
  toast.error(withReason(text.message, err instanceof Error ? err.message : undefined), text.title);
}
