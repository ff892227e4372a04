/** What the sign-in page says (the first message is exact: docs/product-rules.md#messages). */
import type { ResetFailure } from './authService';

export const INVALID_CREDENTIALS = 'Invalid credentials. Try again.';
// The exact message for any failure, and what staff on patchy mobile data need to know: it may not be the
// password.
export const NO_CONNECTION = `${INVALID_CREDENTIALS} The sign-in service could not be reached: check your internet connection.`;
export const MISSING_CREDENTIALS = 'Enter your email and password.';
export const NOT_AN_ADMINISTRATOR = 'This account is signed in but is not an administrator. Ask the school office for access.';

export const FORGOT_PASSWORD = 'Forgot password?';
export const RESET_HEADING = 'Reset your password';
export const RESET_INTRO = 'Enter the email address of your staff account. We will email it a link to choose a new password.';
export const RESET_SUBMIT = 'Send reset link';
export const RESET_SENDING = 'Sending…';
export const BACK_TO_SIGN_IN = 'Back to sign-in';
export const RESET_MISSING_EMAIL = 'Enter your email address.';

/** Said for every address, whether or not it has an account, so the page never tells which ones do. */
export const resetSent = (email: string) =>
  `If there is a staff account for ${email}, an email with a link to choose a new password is on its way. It can take a few minutes; check the spam folder too.`;

export const RESET_FAILED: Record<ResetFailure, string> = {
  'invalid-email': 'That is not a valid email address. Check it and try again.',
  'no-connection': 'The email could not be sent: the sign-in service could not be reached. Check your internet connection and try again.',
  'too-many-requests': 'Too many requests from this device. Wait a few minutes, then try again.',
  other: 'The email could not be sent. Try again in a few minutes; if it keeps failing, ask the school office.',
};
