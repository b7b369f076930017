export const CONTINUE_CODE_SALTS = {
  hacking: process.env.CONTINUE_CODE_SALT ?? randomBytes(32).toString('hex'),
  findIt: 'this is the salt for findIt challenges',
  fixIt: 'yet another salt for the fixIt challenges',
} as const;
