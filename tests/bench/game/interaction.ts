import type { Step } from './client.ts';

export const steps: Step[] = [];
