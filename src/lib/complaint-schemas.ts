import { type } from './ark';

/**
 * The complaint form's own limits. The server takes any message and any file of its upload
 * size (Upload Size and Upload Type are about getting past these): they live in the browser only.
 */
export const COMPLAINT_MESSAGE_MAX = 160;
export const COMPLAINT_FILE_MAX_BYTES = 100_000;
export const COMPLAINT_FILE_EXTENSIONS = ['pdf', 'xml', 'zip', 'yml', 'yaml'];

/** A message with something in it besides blanks, within the counter's limit. */
export const complaintForm = type({ message: [/\S/, '&', `string <= ${COMPLAINT_MESSAGE_MAX}`] });
