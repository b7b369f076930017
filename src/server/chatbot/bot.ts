import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type } from '../../lib/ark';
import type { ProductRow } from '../db/products';
import { listProducts, listQuantities } from '../services/products';
import type { BotAnswer } from '../../lib/chatbot';
import type { Shop, SupportBot as ShopSupportBot } from '../context';
import { IntentClassifier, tokenize } from './classifier';

const answer = type({ action: "'response'", body: 'string' }).or({ action: "'function'", handler: "'productPrice' | 'productStock'" });
const trainingData = type({
  lang: 'string',
  data: type({ intent: 'string > 0', utterances: 'string[] > 0', answers: answer.array().atLeastLength(1) })
    .array()
    .atLeastLength(1),
});
type TrainingData = typeof trainingData.infer;
type Intent = TrainingData['data'][number];

/** Below this posterior the bot admits it did not understand rather than guess. */
const MIN_CONFIDENCE = 0.5;

/** Words that say nothing about which product is meant (sizes, filler; nearly everything here is a juice). */
const NOT_A_PRODUCT_WORD = /^(\d.*|the|a|an|of|and|with|for|ml|edition|design)$/;

/**
 * The support chatbot: intents learnt from the shop's own training file in private/chatbot/
 * (config `application.chatBot.trainingData`, a file name), greetings from the configured
 * texts, and product prices and stock straight from the database.
 */
export class SupportBot implements ShopSupportBot {
  private readonly classifier = new IntentClassifier();
  private readonly intents = new Map<string, Intent>();

  constructor(
    private readonly shop: Shop,
    data: TrainingData,
  ) {
    for (const intent of data.data) {
      this.intents.set(intent.intent, intent);
      for (const u of intent.utterances) this.classifier.add(intent.intent, u);
    }
  }

  get name() {
    return this.shop.config.application.chatBot.name;
  }

  private fill(text: string, customerName: string) {
    return text.replaceAll('<customer-name>', customerName).replaceAll('<bot-name>', this.name);
  }

  greet(customerName: string) {
    return this.fill(chatBotSetting(this.shop, 'greeting') ?? 'Hello <customer-name>, I am <bot-name>.', customerName);
  }

  get defaultResponse() {
    return chatBotSetting(this.shop, 'defaultResponse') ?? "Sorry, I didn't get that.";
  }

  respond(query: string, customerName: string): BotAnswer {
    const match = this.classifier.classify(query);
    const intent = match && match.confidence >= MIN_CONFIDENCE ? this.intents.get(match.intent) : undefined;
    if (!intent) return { action: 'response', body: this.defaultResponse };
    const picked = intent.answers[Math.floor(Math.random() * intent.answers.length)]!;
    if (picked.action === 'response') return { action: 'response', body: this.fill(picked.body, customerName) };
    const products = this.productsNamedIn(query);
    if (!products.length) return { action: 'response', body: "Sorry I couldn't find any products with that name" };
    if (picked.handler === 'productPrice')
      return { action: 'response', body: products.map((p) => `${p.name} costs ${p.price}¤`).join(', ') };
    const stock = new Map(listQuantities(this.shop).map((q) => [q.ProductId, q.quantity]));
    return {
      action: 'response',
      body: products
        .map((p) => ((stock.get(p.id) ?? 0) > 0 ? `${p.name}: ${stock.get(p.id)} left in stock` : `${p.name} is sold out at the moment`))
        .join(', '),
    };
  }

  /**
   * The products a text names: those with the largest share of their distinctive name words
   * in the text, at least half of them ("apple juice" finds Apple Juice, "apple" finds both
   * apple products).
   */
  private productsNamedIn(text: string): ProductRow[] {
    const words = new Set(tokenize(text));
    const scored = listProducts(this.shop).map((p) => {
      const nameWords = [...new Set(tokenize(p.name))].filter((w) => !NOT_A_PRODUCT_WORD.test(w));
      return { p, score: nameWords.length ? nameWords.filter((w) => words.has(w)).length / nameWords.length : 0 };
    });
    const best = Math.max(0, ...scored.map((s) => s.score));
    return best >= 0.5 ? scored.filter((s) => s.score === best).map((s) => s.p) : [];
  }
}

/** A text setting of `application.chatBot`, undefined when unset or empty. */
export function chatBotSetting(
  shop: Shop,
  key: 'greeting' | 'defaultResponse' | 'trainingData' | 'llmApiUrl' | 'model' | 'avatar',
): string | undefined {
  return shop.config.application.chatBot[key] || undefined;
}

/** Reads and checks the training file; null (the bot is "not ready") when it is missing or malformed. */
export function loadBot(shop: Shop): SupportBot | null {
  const file = path.basename(chatBotSetting(shop, 'trainingData') ?? 'botDefaultTrainingData.json');
  try {
    const data = trainingData(JSON.parse(readFileSync(path.join(shop.privateDir, 'chatbot', file), 'utf8')));
    if (data instanceof type.errors) throw new Error(data.summary);
    return new SupportBot(shop, data);
  } catch (e) {
    console.error(`Chatbot training data ${file} could not be loaded: ${(e as Error).message}`);
    return null;
  }
}
