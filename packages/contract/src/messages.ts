/** Texts of the spec that are requirements, word for word (sections 2, 5, 8). */
export const MSG = {
  invalidEmail: 'Invalid email format',
  nameLetters: 'Name should only contain letters and spaces',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be 8 to 128 characters',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  signUpSuccess: 'Account created successfully. Please sign in.',
  signInSuccess: 'Signed in successfully',
  signedOut: 'Signed out',
  /** A 429 whose wait is unknown; a known wait is told with tooManyAttemptsMessage. */
  tooManyAttempts: 'Too many attempts. Please try again later.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  rollNumberTitle: 'Invalid roll number format',
  rollNumber: 'Roll number must be 10 characters long and contain only capital letters and numbers',
  profileImageTitle: 'Profile image required',
  profileImage: 'Please select a profile image',
  teamTitle: 'Invalid team number',
  team: 'Please select a valid team',
  linkedInTitle: 'Invalid LinkedIn URL',
  linkedIn: 'Please enter a valid LinkedIn profile URL',
  gitHubTitle: 'Invalid GitHub URL',
  gitHub: 'Please enter a valid GitHub profile URL',
  upi: 'Please enter a valid UPI ID',
  required: 'This field is required',
  selectOption: 'Please select an option',
  registrationSuccess: 'Registration successful',
  registrationFailed: 'Registration failed',
  formSubmissionFailed: 'Form submission failed',
  pleaseTryAgain: 'Please try again',
  alreadyVerified: 'Your account is already verified',
  fileTooLarge: 'File is too large. Max size is 5MB',
  invalidImageType: 'Invalid file type. Please upload an image file.',
  invalidFile: 'Invalid file',
  fileUploadFailed: 'File upload failed',
  dropImageHint: 'Drop your image here, or click to browse',
  maxSizeHint: 'Maximum file size: 5MB',
  notFound: 'NOT FOUND',
  unauthenticated: 'Please sign in to continue',
  forbidden: 'You do not have access to this resource',
  foreignOrigin: 'Cross-site request refused',
  routeNotFound: 'Route not found',
  internal: 'Something went wrong. Please try again.',
  badRequest: 'Please check the highlighted fields',
} as const;

/**
 * The 429 text with the real wait, from the window's reset (Retry-After): seconds under a minute,
 * else whole minutes, rounded up ("Too many attempts. Please try again in 14 minutes.").
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const [n, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `Too many attempts. Please try again in ${n} ${unit}${n === 1 ? '' : 's'}.`;
}

/** Toast titles for field messages whose spec text comes as title + description. */
export const MESSAGE_TITLES: Record<string, string> = {
  [MSG.rollNumber]: MSG.rollNumberTitle,
  [MSG.profileImage]: MSG.profileImageTitle,
  [MSG.team]: MSG.teamTitle,
  [MSG.linkedIn]: MSG.linkedInTitle,
  [MSG.gitHub]: MSG.gitHubTitle,
};
