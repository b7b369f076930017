import { createHash, createHmac } from 'node:crypto';

/** Unsalted MD5, exactly as upstream stores passwords: the password-hash challenges need it. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Security answers are stored as keyed hashes, as upstream does (the key is upstream's fact). */
export const SECURITY_ANSWER_KEY = 'pa4qacea4VK9t9nGv7yZtwmj';
export const hmacSha256 = (text: string, key = SECURITY_ANSWER_KEY) => createHmac('sha256', key).update(text).digest('hex');
