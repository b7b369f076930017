import { type } from './ark';

/** The longest comment the contact form takes (the author is appended after it). */
export const COMMENT_MAX = 160;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest comment the server stores: far above any form's, a bound on what one request can keep. */
export const STORED_COMMENT_MAX = 2000;

/**
 * A customer feedback as POST /api/Feedbacks reads it. The server checks these types only: it
 * stores the UserId the client names (Forged Feedback) and any rating from 0 (Zero Stars), and the
 * sent comment carries the author after the typed text, so the form's length limit is not its.
 */
export const feedbackRequest = type({
  'UserId?': 'unknown',
  'comment?': `string <= ${STORED_COMMENT_MAX} | null`,
  rating: '0 <= number.integer <= 5',
  'captchaId?': 'unknown',
  'captcha?': 'unknown',
});

/** A captcha answer as the form takes it: a whole number, possibly negative. */
export const CAPTCHA_ANSWER = /^-?\d+$/;

/** What the contact form checks on top, before its submit button comes on. */
export const feedbackForm = feedbackRequest.and({
  comment: `0 < string <= ${COMMENT_MAX}`,
  rating: `${RATING_MIN} <= number.integer <= ${RATING_MAX}`,
  captcha: CAPTCHA_ANSWER,
});

/** The author named in an anonymous customer's comment (not translated: it is stored with the comment). */
export const ANONYMOUS_AUTHOR = 'anonymous';

/** The comment stored for the author (the masked email, or anonymous): what the form sends. */
export const signedComment = (text: string, author: string) => `${text} (${author})`;

/**
 * How a feedback names its logged-in author: the email with its first three characters masked
 * (orders mask theirs differently, every vowel: services/orders.ts).
 */
export const maskedFeedbackAuthor = (email: string) => `***${email.slice(3)}`;
