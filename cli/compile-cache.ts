import * as nodeModule from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

type WithCache = { enableCompileCache?: (dir?: string) => unknown };

/**
 * Node's on-disk cache of compiled modules (`module.enableCompileCache`, Node 22.1 and later): the modules
 * a command loads after this call start from their cached code on the next run. Kept in the user's cache
 * folder (XDG_CACHE_HOME, else ~/.cache), never the temp folder an audit leaves empty; VEEDOR_COMPILE_CACHE=0
 * turns it off. On Node 20, which has no such cache, and wherever the call fails, nothing happens.
 * Returns the folder when the cache was asked for.
 */
export function enableCompileCache(mod: WithCache = nodeModule as WithCache, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (typeof mod.enableCompileCache !== 'function' || env['VEEDOR_COMPILE_CACHE'] === '0') return undefined;
  try {
    const dir = join(env['XDG_CACHE_HOME'] || join(homedir(), '.cache'), 'veedor', 'node-compile-cache');
    mod.enableCompileCache(dir);
    return dir;
  } catch {
    return undefined;
  }
}
