import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type } from '../lib/ark';
import { load } from 'js-yaml';
import { type AppConfig, appConfig } from '../lib/config-schema';

export const PRIVATE_DIR = path.resolve(process.env.SHOP_PRIVATE_DIR ?? 'private');

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Deep merge as upstream's `config` library does: objects merge, arrays and scalars replace. */
export function deepMerge(base: Plain, over: Plain): Plain {
  const out: Plain = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = isPlain(v) && isPlain(out[k]) ? deepMerge(out[k] as Plain, v) : v;
  return out;
}

function readYaml(file: string): Plain {
  const doc = load(readFileSync(file, 'utf8'));
  if (doc != null && !isPlain(doc)) throw new Error(`Configuration file ${file} must hold a mapping`);
  return (doc ?? {}) as Plain;
}

/**
 * The preset the process runs with (NODE_ENV). Read through a variable on purpose: the bundler
 * inlines the literal expression `process.env.NODE_ENV` as "production" into the server build,
 * which would silently ignore `NODE_ENV=ctf`, `multi-juicer`, ... in `npm start`.
 */
export function presetName(): string | undefined {
  const env = process.env;
  return env.NODE_ENV;
}

/**
 * The files that make up the configuration, in merge order: the default, the preset named by
 * NODE_ENV (private/config/<name>.yml), then a mounted override as MultiJuicer provides one
 * (config/<name>.yaml or .yml relative to the working directory).
 */
export function configFiles(env = presetName()): string[] {
  const files = [path.join(PRIVATE_DIR, 'config', 'default.yml')];
  if (env && /^[\w-]+$/.test(env)) {
    for (const candidate of [
      path.join(PRIVATE_DIR, 'config', `${env}.yml`),
      path.resolve('config', `${env}.yaml`),
      path.resolve('config', `${env}.yml`),
    ]) {
      if (existsSync(candidate)) files.push(candidate);
    }
  }
  return files;
}

export class ConfigError extends Error {}

export function loadConfig(env = presetName(), overrides: Plain = {}): AppConfig {
  let merged: Plain = {};
  for (const file of configFiles(env)) merged = deepMerge(merged, readYaml(file));
  merged = deepMerge(merged, overrides);
  const result = appConfig(merged);
  if (result instanceof type.errors) {
    throw new ConfigError(`Invalid configuration (${configFiles(env).join(', ')}): ${result.summary}`);
  }
  return result;
}
