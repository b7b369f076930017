import { configure } from 'arktype/config';

/**
 * arktype's configuration, through its documented entry, set before arktype builds its keywords
 * (lib/ark.ts imports this module first). On the server (and in the API tests, which run where
 * the server does) arktype checks by walking its schemas instead of compiling each into
 * JavaScript ("jitless", same answers and messages): compiled validators and their source would
 * hold some 6 MB of every shop process's heap and a third of its start-up time, and nothing there
 * validates in a hot loop. The browser keeps compiled validators.
 */
if (typeof window === 'undefined') configure({ jitless: true });
