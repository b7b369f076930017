import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Every run shuffles the test files and the tests inside them, so that no test leans on another
 * having run first. The seed is printed; `VITEST_SEED=<seed>` repeats an order.
 */
const seed = Number(process.env.VITEST_SEED) || 1 + Math.floor(Math.random() * 1_000_000);
if (!process.env.VITEST_WORKER_ID) console.log(`vitest: shuffled order, seed ${seed} (VITEST_SEED=${seed} repeats it)`);

export default defineConfig({
  root,
  // the build settings of .env, as Waku compiles them into the shop (payment provider)
  envPrefix: ['VITE_', 'WAKU_PUBLIC_'],
  resolve: {
    alias: {
      'styled-system': path.join(root, 'src/styled-system'),
      // tests run on the server side, where the marker is empty (its 'react-server' export)
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 15000,
    sequence: { shuffle: true, seed },
    // each API test file starts its own shop on a free port; two workers suit a 2-core machine
    maxWorkers: 2,
    // run through Vite like our own code, so that they share its one copy of graphql (ESM) with the schema
    server: { deps: { inline: ['graphql-query-complexity', /@escape\.tech\/graphql-armor/] } },
  },
});
