'use client';
/**
 * The shopper's order screens as one client module: the pages from the summary to tracking each
 * show one, and they share most of their code. Every page's script carries one entry per client
 * module a page uses (the client-reference map), so one module here keeps that map, and with it
 * the script budget of /search, small.
 */
export { OrderCompletionScreen } from './OrderCompletionScreen';
export { OrderHistoryScreen } from './OrderHistoryScreen';
export { OrderSummaryScreen } from './OrderSummaryScreen';
export { TrackResultScreen } from './TrackResultScreen';
