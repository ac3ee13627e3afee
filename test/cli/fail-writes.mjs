// Test stub, preloaded with `node --import`: writes under VEEDOR_FAIL_DIR fail as on a full disk
// (VEEDOR_FAIL=ENOSPC: the files open, every write fails) or in a read-only folder (EROFS: opening
// to write fails). It works at the fs module's calls, below every stream Veedor uses, so the CLI's
// own handling of the error is what the tests see. A real read-only mount needs privileges CI may lack.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

const dir = resolve(process.env.VEEDOR_FAIL_DIR ?? '/nonexistent');
const code = process.env.VEEDOR_FAIL ?? 'ENOSPC';
const { O_WRONLY, O_RDWR } = fs.constants;
const words = { ENOSPC: ['no space left on device', -28], EROFS: ['read-only file system', -30] }[code];
const fail = (syscall, path) => Object.assign(new Error(`${code}: ${words[0]}, ${syscall}${path ? ` '${path}'` : ''}`), { code, errno: words[1], syscall, path });
const failing = new Set();
const under = (p) => typeof p === 'string' && resolve(p).startsWith(dir + '/');
const forWriting = (flags) => (typeof flags === 'number' ? (flags & (O_WRONLY | O_RDWR)) !== 0 : /[wa+]/.test(flags ?? 'r'));

const { open, openSync, write, writeSync, writev, close, closeSync } = fs;
fs.openSync = (path, flags, mode) => {
  if (under(path) && forWriting(flags) && code === 'EROFS') throw fail('open', path);
  const fd = openSync(path, flags, mode);
  if (under(path) && forWriting(flags)) failing.add(fd);
  return fd;
};
fs.open = (path, flags, mode, cb) => {
  const callback = [flags, mode, cb].find((f) => typeof f === 'function');
  const f = typeof flags === 'function' ? 'r' : flags;
  if (under(path) && forWriting(f) && code === 'EROFS') return process.nextTick(callback, fail('open', path));
  open(path, f, typeof mode === 'function' ? undefined : mode, (e, fd) => {
    if (!e && under(path) && forWriting(f)) failing.add(fd);
    callback(e, fd);
  });
};
fs.write = (fd, ...rest) => (failing.has(fd) ? process.nextTick(rest.at(-1), fail('write')) : write(fd, ...rest));
fs.writev = (fd, ...rest) => (failing.has(fd) ? process.nextTick(rest.at(-1), fail('write')) : writev(fd, ...rest));
fs.writeSync = (fd, ...rest) => {
  if (failing.has(fd)) throw fail('write');
  return writeSync(fd, ...rest);
};
fs.close = (fd, cb) => {
  failing.delete(fd);
  return close(fd, cb);
};
fs.closeSync = (fd) => {
  failing.delete(fd);
  return closeSync(fd);
};
syncBuiltinESMExports();
