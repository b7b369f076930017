/** Types of common.mjs for its TypeScript importers (the image bench). */
export declare const TAG: string;
export declare const NODE_IN_IMAGE: string;
export declare const APP_UID: number;
export declare const WRITABLE: string[];
export declare const VOLUMES: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function buildah(argv: string[], opts?: object): string;
