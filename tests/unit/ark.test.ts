import { expect, test } from 'vitest';
import { type } from '../../src/lib/ark';

/**
 * arktype through lib/ark: configured by its documented entry before it builds anything, so the
 * server (and these tests, which run where it does) validate jitless. A compiled validator keeps
 * its generated source (`precompilation`) and a compiled `allows`; a jitless one walks the schema.
 */
test('schemas made through lib/ark are jitless on the server: no generated source, the schema walked', () => {
  const schema = type({ email: 'string.email', 'quantity?': 'number.integer > 0' }).internal as unknown as {
    precompilation?: string;
    allows: (data: unknown) => boolean;
  };
  expect(schema.precompilation).toBeUndefined();
  expect(String(schema.allows)).toContain('traverseAllows');
  // same answers as compiled validators
  expect(schema.allows({ email: 'jim@juice-sh.op', quantity: 2 })).toBe(true);
  expect(schema.allows({ email: 'jim', quantity: 0 })).toBe(false);
});
