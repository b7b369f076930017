/** Types of container.mjs for its TypeScript importers (the image bench). */
import type { ChildProcess } from 'node:child_process';

export declare const PROBE: string;
export declare function withRootfs<T>(tag: string, body: (rootfs: string) => Promise<T>): Promise<T>;
export declare function writableByApp(rootfs: string): string[];
export declare function diskVolumes(): { volumes: Record<string, string>; remove: () => void };
export type Container = { child: ChildProcess; ms: number; output: () => string; pid: () => number | undefined };
export declare function startContainer(
  rootfs: string,
  options: {
    port: number;
    env?: Record<string, string>;
    volumes?: Record<string, string> | null;
    configDir?: string | null;
    cgroupDir?: string | null;
    timeoutMs?: number;
  },
): Promise<Container>;
export declare function stopContainer(container: Container): Promise<void>;
export declare function shopPid(parentPid: number | undefined): number | undefined;
export declare function uidOf(pid: number): number;
