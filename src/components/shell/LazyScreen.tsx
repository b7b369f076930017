'use client';
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * Screens that only their own page shows, behind ONE client island. Every client module a server
 * component imports adds an entry to the reference map that the JavaScript of every page carries;
 * these screens instead load their code on demand through this island, so adding one costs the
 * other pages nothing. The server renders the screen into the first HTML as before; in the browser
 * its chunk loads while that HTML stays on screen.
 *
 * Kept, though the shop's other screens are now client leaves imported by their pages: measured
 * after those moved (npm run bench), /search carries 115.8 KB gzip of its 116 KB budget, each
 * reference costs every page some 25-50 bytes gzip in the map (more with its own preload list),
 * and these eight would take /search past the budget. Chunking rules cannot remove map entries.
 */
const SCREENS = {
  contact: lazy(() => import('../contact/ContactScreen').then((m) => ({ default: m.ContactScreen }))),
  complain: lazy(() => import('../complaints/ComplaintScreen').then((m) => ({ default: m.ComplaintScreen }))),
  chatbot: lazy(() => import('../chatbot/ChatbotScreen').then((m) => ({ default: m.ChatbotScreen }))),
  photoWall: lazy(() => import('../photo-wall/PhotoWallScreen').then((m) => ({ default: m.PhotoWallScreen }))),
  juicyNft: lazy(() => import('../web3/NftUnlock').then((m) => ({ default: m.NftUnlock }))),
  web3Sandbox: lazy(() => import('../web3/Web3Sandbox').then((m) => ({ default: m.Web3Sandbox }))),
  beeHaven: lazy(() => import('../web3-wallet/BeeHavenScreen').then((m) => ({ default: m.BeeHavenScreen }))),
  walletWeb3: lazy(() => import('../web3-wallet/WalletWeb3Screen').then((m) => ({ default: m.WalletWeb3Screen }))),
};

export type ScreenName = keyof typeof SCREENS;

type ScreenProps<N extends ScreenName> = ComponentProps<(typeof SCREENS)[N]> & object;

export function LazyScreen<N extends ScreenName>({ name, props }: { name: N; props: ScreenProps<N> }) {
  const Screen = SCREENS[name] as unknown as ComponentType<ScreenProps<N>>;
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
