import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the folder the tests' shops write their access logs to (see `startShop`) */
    testLogsDir: string;
  }
}

/**
 * One folder for the access logs of every shop the tests start, removed after the run: what a
 * test reads back is what the tests wrote, not the day's log of a shop or bench run in the working
 * directory (a bench run's minute of load writes some 100 MB there).
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-logs-'));
  project.provide('testLogsDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
