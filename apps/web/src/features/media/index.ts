/** The media feature as other features and the areas see it. */
export { COURSE_THUMBNAIL_UPLOAD, LESSON_VIDEO_UPLOAD, PROFILE_IMAGE_UPLOAD } from './api/uploads';
export { type UploadedMedia } from './api/use-upload';
export { FileDropzone } from './components/file-dropzone';
