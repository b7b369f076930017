export const paymentProvider = {
  name: import.meta.env.WAKU_PUBLIC_PAYMENT_PROVIDER as string,
  publishableKey: import.meta.env.WAKU_PUBLIC_PAYMENT_PUBLISHABLE_KEY as string,
  webhookPath: '/rest/payment/webhook',
  webhookSignatureHeader: 'X-Payment-Signature',
};
Object.defineProperty(paymentProvider, 'webhookSecret', { value: import.meta.env.WAKU_PUBLIC_PAYMENT_WEBHOOK_SECRET as string, enumerable: false });
