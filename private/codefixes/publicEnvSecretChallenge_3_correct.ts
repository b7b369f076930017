export const paymentProvider = {
  name: import.meta.env.WAKU_PUBLIC_PAYMENT_PROVIDER as string,
  publishableKey: import.meta.env.WAKU_PUBLIC_PAYMENT_PUBLISHABLE_KEY as string,
  webhookPath: '/rest/payment/webhook',
  webhookSignatureHeader: 'X-Payment-Signature',
};
// the webhook secret is the server's alone: its route reads process.env.PAYMENT_WEBHOOK_SECRET, which no build inlines
