import { type } from '../../lib/ark';
import { MAX_USERNAME_LENGTH } from './views';

/**
 * Payloads of the profile and data erasure forms (plain HTML forms: their `maxlength` and
 * `required` attributes state the same limits).
 */

/** POST /profile */
export const usernameForm = type({ username: `string <= ${MAX_USERNAME_LENGTH}` });

/** POST /profile/image/url: any text; the server tries to fetch it and keeps it as it is when that fails. */
export const imageUrlForm = type({ imageUrl: '0 < string <= 2048' });

/** POST /dataerasure without a layout: the confirmation the form asks for. */
export const erasureForm = type({ email: 'string', 'securityAnswer?': 'string' });
