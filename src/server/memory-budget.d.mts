/** Types of memory-budget.mjs (plain JS: the served script and `npm start` import it before anything is compiled). */
export declare const ROOMY_LIMIT_MB: number;
export declare const TIGHT_LIMIT_MB: number;
export declare function memoryLimitMb(): number | null;
export declare function serverV8Flags(limitMb?: number | null): string[];
export declare const SERVER_ENV: Record<'MALLOC_ARENA_MAX' | 'MALLOC_TRIM_THRESHOLD_' | 'MALLOC_MMAP_THRESHOLD_', string>;
export declare function reexecWithServerSettings(): void;
export declare function sandboxLimits<T extends { heapMb: number; maxChildren: number; warm: number }>(
  limits: T,
  limitMb?: number | null,
): Pick<T, 'heapMb' | 'maxChildren' | 'warm'>;
export declare function sandboxChildrenInAll(limitMb?: number | null): number | null;
