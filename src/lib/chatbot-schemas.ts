import { type } from './ark';

/** A chat message worth sending: something besides blanks (it is sent as typed). */
export const chatMessageForm = type({ message: /\S/ });
