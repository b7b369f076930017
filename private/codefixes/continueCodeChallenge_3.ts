export const CONTINUE_CODE_SALTS = {
  hacking: 'this is my salt'.split('').reverse().join(''),
  findIt: 'this is the salt for findIt challenges',
  fixIt: 'yet another salt for the fixIt challenges',
} as const;
