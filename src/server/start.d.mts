/** Types of start.mjs (plain JS, since it runs before anything is compiled) for its TypeScript importers. */
export declare function buildIsStale(): boolean;
export declare function buildIfNeeded(): void;
export declare const SERVER_ENV: Record<'MALLOC_ARENA_MAX' | 'MALLOC_TRIM_THRESHOLD_' | 'MALLOC_MMAP_THRESHOLD_', string>;
