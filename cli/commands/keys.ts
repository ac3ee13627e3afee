import { existsSync, linkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { newKeyPair } from '../../store/signing.js';
import { UsageError } from '../usage-error.js';

/**
 * `veedor keys new --out NAME`: an Ed25519 key pair, NAME.key (private,
 * readable by its owner only) and NAME.pub. Neither may exist already: a
 * key is never replaced (the runs it signed would no longer check).
 */
export function keysNewCommand(o: { out: string }): number {
  const priv = `${o.out}.key`;
  const pub = `${o.out}.pub`;
  const dir = dirname(resolve(priv));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`--out ${o.out}: no such folder ${dir}`);
  for (const f of [priv, pub]) if (existsSync(f)) throw new UsageError(`${f} already exists: a key is never replaced (choose another --out)`);
  const pair = newKeyPair();
  writeNew(priv, pair.privatePem, 0o600);
  try {
    writeNew(pub, pair.publicPem, 0o644);
  } catch (e) {
    rmSync(priv, { force: true });
    throw e;
  }
  process.stderr.write(`veedor: wrote ${priv} (private: keep it, sign with audit --db FILE --sign ${priv}) and ${pub} ` +
    `(public: verify --key ${pub}); fingerprint ${pair.fingerprint}\n`);
  return 0;
}

/** Written to a temp file, then linked into place: it appears whole, and never over a file that exists. */
function writeNew(path: string, text: string, mode: number): void {
  const tmp = `${path}.${process.pid}.partial`;
  writeFileSync(tmp, text, { mode, flag: 'wx' });
  try {
    linkSync(tmp, path);
  } catch (e) {
    throw new UsageError(`cannot write ${path}: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    rmSync(tmp, { force: true });
  }
}
