/**
 * The card payment provider's settings, shared by the payment screens (which name the provider and
 * hand it the publishable key) and the server (which checks the provider's payment notifications).
 * They come from the build: Waku compiles every WAKU_PUBLIC_ variable into the server, SSR and
 * browser bundles alike.
 */
// vuln-code-snippet start publicEnvSecretChallenge
export const paymentProvider = {
  name: import.meta.env.WAKU_PUBLIC_PAYMENT_PROVIDER as string,
  publishableKey: import.meta.env.WAKU_PUBLIC_PAYMENT_PUBLISHABLE_KEY as string,
  webhookPath: '/rest/payment/webhook',
  webhookSignatureHeader: 'X-Payment-Signature',
  webhookSecret: import.meta.env.WAKU_PUBLIC_PAYMENT_WEBHOOK_SECRET as string, // vuln-code-snippet vuln-line publicEnvSecretChallenge
};
// vuln-code-snippet end publicEnvSecretChallenge

export type PaymentProvider = typeof paymentProvider;
