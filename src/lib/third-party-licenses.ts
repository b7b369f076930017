/** Where the front end's third-party licence listing is served (written by the client build, scripts/third-party-licenses.ts). */
export const THIRD_PARTY_LICENSES_PATH = '/3rdpartylicenses.txt';
