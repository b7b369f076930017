import { argon2d, argon2id } from 'hash-wasm';
import * as kdbxweb from 'kdbxweb';

/** The product image the support team chose as the key file of incident-support.kdbx (no password). */
export const INCIDENT_KEY_FILE = 'public/assets/public/images/products/3d_keychain.jpg';

/**
 * kdbxweb with an Argon2 implementation (it ships none): hash-wasm's, which runs in Node and in
 * tests without a native build. Used to write incident-support.kdbx and to open it in its test.
 */
export function keepass() {
  kdbxweb.CryptoEngine.setArgon2Impl(async (password, salt, memory, iterations, length, parallelism, type) => {
    const hash = type === 2 ? argon2id : argon2d;
    const out = await hash({
      password: new Uint8Array(password),
      salt: new Uint8Array(salt),
      memorySize: memory,
      iterations,
      hashLength: length,
      parallelism,
      outputType: 'binary',
    });
    return out.slice().buffer;
  });
  return kdbxweb;
}
