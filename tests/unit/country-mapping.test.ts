import { expect, test } from 'vitest';
import { loadCatalogue } from '../../src/server/challenges/catalogue';
import { loadConfig, PRIVATE_DIR } from '../../src/server/config';

type Country = { name: string; code: string };

test("the fbctf preset maps exactly the catalogue's challenges, each to a country of its own", () => {
  const mapping = loadConfig('fbctf').ctf.countryMapping as Record<string, Country>;
  const keys = loadCatalogue(PRIVATE_DIR).map((c) => c.key);
  // an FBCTF export places one level per mapped challenge: a missing key loses a level, a stale one names no challenge
  expect(Object.keys(mapping).sort()).toEqual([...keys].sort());
  const countries = Object.values(mapping);
  for (const country of countries) expect(country).toEqual({ name: expect.any(String), code: expect.stringMatching(/^[A-Z]{2,3}$/) });
  expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
});

test('no country mapping by default, as upstream (GET /rest/country-mapping then answers 500)', () => {
  expect(loadConfig('test').ctf.countryMapping ?? null).toBeNull();
});
