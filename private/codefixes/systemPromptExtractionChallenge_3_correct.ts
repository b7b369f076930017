export function buildSystemPrompt(shop: Shop, customerName?: string) {
  const { name: shopName } = shop.config.application;
  const botName = shop.config.application.chatBot.name;
  const customer = customerName ? `\nYou are talking to the customer ${customerName}.` : '';
  return publicInstructions(shopName, botName, customer);
}
