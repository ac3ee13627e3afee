import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { FileTooLargeError, NotRegularFileError, readSmallRegularFile } from '../engine/core/regular-file.js';
import { StoreError } from './db.js';
import type { Signer } from './chain.js';
import { systemWordsIn } from '../engine/core/system-words.js';

/**
 * Ed25519 signatures of a run's chain head (its record digest), with Node's
 * own crypto: `veedor keys new` makes the pair, `audit --sign KEY` signs,
 * `verify --key PUB` checks offline. The message signed is the record
 * digest's 64 hex characters, as text.
 */

export interface KeyPair {
  privatePem: string;
  publicPem: string;
  fingerprint: string;
}

export function newKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fingerprint: fingerprintOf(publicKey),
  };
}

/** SHA-256 of the public key (SPKI DER), hex: what the PDF and `verify` print to name the key. */
export function fingerprintOf(key: KeyObject | string): string {
  const der = typeof key === 'string' ? Buffer.from(key, 'base64') : key.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('hex');
}

const KEY_WORDS = {
  'signing key': { es: 'la clave de firma', en: 'the signing key' },
  'public key': { es: 'la clave pública', en: 'the public key' },
} as const;

/** A key file is a few hundred bytes of PEM; a megabyte is no key. */
const MAX_KEY_BYTES = 1024 * 1024;

function readKeyFile(path: string, what: keyof typeof KEY_WORDS): string {
  try {
    // Opened as every input is: a key that is a FIFO was waited on forever, /dev/zero read until the process died.
    return readSmallRegularFile(path, MAX_KEY_BYTES).toString('utf8');
  } catch (e) {
    const why = e instanceof NotRegularFileError || e instanceof FileTooLargeError ? e.words : systemWordsIn(e as Error);
    throw new StoreError({ es: `no se puede leer ${KEY_WORDS[what].es} ${path}: ${why.es}`, en: `cannot read ${KEY_WORDS[what].en} ${path}: ${why.en}` });
  }
}

/** The signer for `audit --sign KEY`: the private key file written by `veedor keys new`. */
export function signerFromFile(path: string): Signer & { fingerprint: string } {
  let key: KeyObject;
  try {
    key = createPrivateKey(readKeyFile(path, 'signing key'));
  } catch (e) {
    if (e instanceof StoreError) throw e;
    throw new StoreError({ es: `--sign ${path}: no es una clave privada (PEM, como la escribe veedor keys new)`, en: `--sign ${path}: not a private key (PEM, as veedor keys new writes it)` });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new StoreError({ es: `--sign ${path}: una clave ${key.asymmetricKeyType}; Veedor firma con Ed25519 (veedor keys new)`, en: `--sign ${path}: an ${key.asymmetricKeyType} key; Veedor signs with Ed25519 (veedor keys new)` });
  const pub = createPublicKey(key);
  const publicKey = pub.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    fingerprint: fingerprintOf(pub),
    sign: (digest) => ({ signature: sign(null, Buffer.from(digest), key).toString('base64'), publicKey }),
  };
}

/** The public key for `verify --key PUB`: SPKI DER base64, as the store keeps it. */
export function publicKeyFromFile(path: string): string {
  let key: KeyObject;
  try {
    const text = readKeyFile(path, 'public key');
    // A private key gives its public half, and was taken so without a word (hostile31): the signer's private key is
    // not the verifier's to hold, and the file given is the wrong one of the pair.
    if (isPrivateKey(text)) {
      throw new StoreError({
        es: `--key ${path}: es una clave privada, no la pública: dé la clave pública del firmante (el archivo .pub que veedor keys new escribe junto a ella); la privada queda con quien firma`,
        en: `--key ${path}: a private key, not the public one: give the signer's public key (the .pub file veedor keys new writes beside it); the private key stays with the signer`,
      });
    }
    key = createPublicKey(text);
  } catch (e) {
    if (e instanceof StoreError) throw e;
    throw new StoreError({ es: `--key ${path}: no es una clave pública (PEM, como la escribe veedor keys new)`, en: `--key ${path}: not a public key (PEM, as veedor keys new writes it)` });
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new StoreError({ es: `--key ${path}: una clave ${key.asymmetricKeyType}; Veedor firma con Ed25519`, en: `--key ${path}: an ${key.asymmetricKeyType} key; Veedor signs with Ed25519` });
  return key.export({ type: 'spki', format: 'der' }).toString('base64');
}

/** Whether a key file's text is a private key (createPublicKey would take it, giving its public half). */
function isPrivateKey(text: string): boolean {
  try {
    createPrivateKey(text);
    return true;
  } catch {
    return false;
  }
}

export type SignatureStatus =
  /** Signed, and the signature checks with the key given (--key). */
  | 'valid'
  /** Signed, and it checks with the key stored beside it, but no key was given to trust. */
  | 'valid-untrusted'
  | 'unsigned'
  /** The signature does not check with the key stored beside it, or with the key given. */
  | 'invalid'
  /** It checks with the stored key, but that is not the key given. */
  | 'other-key';

export interface SignatureCheck {
  status: SignatureStatus;
  /** The fingerprint of the key stored with the signature. */
  fingerprint?: string;
}

/** Base64 in its one canonical form: Node's decoder skips stray characters, so "…==x" would read as "…==". */
function canonicalBase64(text: string): boolean {
  return Buffer.from(text, 'base64').toString('base64') === text;
}

function checks(digest: string, signature: string, publicKeyDer: string): boolean {
  if (!canonicalBase64(signature) || !canonicalBase64(publicKeyDer)) return false;
  try {
    const key = createPublicKey({ key: Buffer.from(publicKeyDer, 'base64'), format: 'der', type: 'spki' });
    return verify(null, Buffer.from(digest), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** Checks a run's signature of its record digest: against the key given when there is one (the only trust), else the stored one. */
export function checkSignature(
  run: { record_digest: string | null; signature: string | null; public_key: string | null },
  trusted?: string,
): SignatureCheck {
  if (run.signature === null && run.public_key === null) return { status: 'unsigned' };
  if (run.signature === null || run.public_key === null || run.record_digest === null) return { status: 'invalid' };
  const fingerprint = (() => {
    try {
      return fingerprintOf(run.public_key);
    } catch {
      return undefined;
    }
  })();
  const base = fingerprint ? { fingerprint } : {};
  if (!checks(run.record_digest, run.signature, run.public_key)) return { status: 'invalid', ...base };
  if (trusted === undefined) return { status: 'valid-untrusted', ...base };
  if (trusted !== run.public_key) return { status: checks(run.record_digest, run.signature, trusted) ? 'valid' : 'other-key', ...base };
  return { status: 'valid', ...base };
}
