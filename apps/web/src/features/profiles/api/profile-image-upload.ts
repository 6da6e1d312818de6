import { MSG, PROFILE_MSG } from '@cms/contract';
import { PROFILE_IMAGE_UPLOAD } from '@/features/media';

/**
 * The profile image of an edit: the registration drop zone's rule (jpeg, png, gif, 5 MB), with
 * spec 8's failure texts: the toast "Error uploading image" / "Please try again", logged as
 * "Upload failed".
 */
export const PROFILE_EDIT_IMAGE_UPLOAD = {
  ...PROFILE_IMAGE_UPLOAD,
  failureToast: (message: string) => {
    console.error(PROFILE_MSG.uploadFailed, message);
    return { title: PROFILE_MSG.errorUploadingImage, description: MSG.pleaseTryAgain };
  },
};
