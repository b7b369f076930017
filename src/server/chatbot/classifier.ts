/**
 * A tiny multinomial naive Bayes intent classifier: bag of words, additive smoothing. The support
 * bot's training set is a few dozen utterances, so this trains in well under a millisecond at
 * start and needs no NLP library.
 */

/** Lower-cased word tokens; a plural `s` is cut so that "juices" and "juice" count as one word. */
export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => w.replace(/'s$/, '').replace(/(?<=[a-z]{3})s$/, ''));
}

export type Classification = { intent: string; confidence: number };

/**
 * Additive smoothing well below Laplace's 1: with a few utterances per intent, a word seen in
 * one intent only should speak clearly for it, not drown in the unseen rest of the vocabulary.
 */
const SMOOTHING = 0.1;

export class IntentClassifier {
  private readonly wordCounts = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();
  private readonly examples = new Map<string, number>();
  private readonly vocabulary = new Set<string>();
  private exampleCount = 0;

  add(intent: string, utterance: string) {
    const counts = this.wordCounts.get(intent) ?? new Map<string, number>();
    this.wordCounts.set(intent, counts);
    for (const word of tokenize(utterance)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
      this.totals.set(intent, (this.totals.get(intent) ?? 0) + 1);
      this.vocabulary.add(word);
    }
    this.examples.set(intent, (this.examples.get(intent) ?? 0) + 1);
    this.exampleCount++;
  }

  /**
   * The likeliest intent and its posterior probability; null when no word of the text was ever
   * seen in training (the prior alone would otherwise pick the largest intent).
   */
  classify(text: string): Classification | null {
    const words = tokenize(text).filter((w) => this.vocabulary.has(w));
    if (!words.length || !this.exampleCount) return null;
    const logScores = [...this.wordCounts.keys()].map((intent) => {
      const counts = this.wordCounts.get(intent)!;
      const denominator = (this.totals.get(intent) ?? 0) + SMOOTHING * this.vocabulary.size;
      let score = Math.log(this.examples.get(intent)! / this.exampleCount);
      for (const w of words) score += Math.log(((counts.get(w) ?? 0) + SMOOTHING) / denominator);
      return { intent, score };
    });
    const best = logScores.reduce((a, b) => (b.score > a.score ? b : a));
    // softmax over the log scores, shifted by the best one so nothing underflows
    const sum = logScores.reduce((s, { score }) => s + Math.exp(score - best.score), 0);
    return { intent: best.intent, confidence: 1 / sum };
  }
}
