import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { expect, test } from 'vitest';
import { TUTORIALS } from '../../src/components/hacking-instructor/tutorials';
import { LOCALES } from '../../src/lib/i18n';

const catalogue = load(readFileSync('private/challenges.yml', 'utf8')) as Array<{ key: string; name: string; tutorialOrder?: number }>;

test("every challenge with a tutorialOrder in the catalogue has a tutorial, by the challenge's name", () => {
  const ordered = catalogue.filter((c) => c.tutorialOrder !== undefined).sort((a, b) => (a.tutorialOrder ?? 0) - (b.tutorialOrder ?? 0));
  expect(ordered).toHaveLength(13);
  for (const c of ordered) expect(Object.keys(TUTORIALS), c.name).toContain(c.name);
});

test.each(Object.entries(TUTORIALS))('the %s tutorial: steps, their texts in every locale, stable targets', async (name, loadTutorial) => {
  const tutorial = await loadTutorial();
  const challenge = catalogue.find((c) => c.name === name);
  // the coding challenges' tutorial is not a challenge of its own
  if (name !== 'Coding Challenges') expect(tutorial.challenge).toBe(challenge?.key);
  expect(tutorial.steps.length).toBeGreaterThanOrEqual(3);
  // English and German always; any other language it carries, complete
  const carried = LOCALES.filter((locale) => tutorial.texts[locale as 'en']);
  expect(carried).toEqual(expect.arrayContaining(['en', 'de_DE']));
  for (const locale of carried) {
    const texts = tutorial.texts[locale as 'en'];
    for (const step of tutorial.steps) expect(texts[step.text], `${locale} ${step.text}`).toMatch(/\S/);
    expect(Object.keys(texts).sort(), `${locale}: no text without a step`).toEqual(Object.keys(tutorial.texts.en).sort());
  }
  for (const step of tutorial.steps) {
    // ids, element names and attribute selectors; never a generated class name
    for (const selector of [step.target, step.after].filter(Boolean) as string[])
      expect(selector).not.toMatch(/\.[a-z]+_[\w-]+|\.c[0-9a-z]{5,}/);
    for (const page of step.page ?? []) expect(page).toMatch(/^\//);
  }
});
