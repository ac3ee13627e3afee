// Test stub, preloaded with `node --import`: the first time the file VEEDOR_VANISH_WHEN is opened for reading, the file
// VEEDOR_VANISH is removed, as a log rotated or a folder cleaned while a command runs. The command line found both
// there; the reader meets the second gone. It works at fs/promises' open, the call every log reader makes.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { syncBuiltinESMExports } from 'node:module';
import { resolve } from 'node:path';

const when = resolve(process.env.VEEDOR_VANISH_WHEN ?? '/nonexistent');
const gone = resolve(process.env.VEEDOR_VANISH ?? '/nonexistent');
const { open } = fsp;
fsp.open = async (path, ...rest) => {
  if (typeof path === 'string' && resolve(path) === when) fs.rmSync(gone, { force: true });
  return open(path, ...rest);
};
syncBuiltinESMExports();
