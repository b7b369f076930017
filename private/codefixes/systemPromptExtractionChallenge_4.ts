export function buildSystemPrompt(shop: Shop, customerName?: string) {
  const { name: shopName } = shop.config.application;
  const botName = shop.config.application.chatBot.name;
  const customer = customerName ? `\nYou are talking to the customer ${customerName}.` : '';
  // a secret kept only by asking the model to keep it: whatever the model reads, a customer can talk it into repeating
  return `${CONFIDENTIAL_RULES}\n\n${publicInstructions(shopName, botName, customer)}`;
}
