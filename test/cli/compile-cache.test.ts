import { join } from 'node:path';
import { homedir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { enableCompileCache } from '../../cli/compile-cache.js';

describe('the compile cache (Node 22.1 and later)', () => {
  it('is asked for in the user\'s cache folder, never the temp folder', () => {
    const dirs: (string | undefined)[] = [];
    const mod = { enableCompileCache: (dir?: string) => dirs.push(dir) };
    expect(enableCompileCache(mod, { XDG_CACHE_HOME: '/var/cache/u' })).toBe('/var/cache/u/veedor/node-compile-cache');
    expect(enableCompileCache(mod, {})).toBe(join(homedir(), '.cache', 'veedor', 'node-compile-cache'));
    expect(dirs).toEqual(['/var/cache/u/veedor/node-compile-cache', join(homedir(), '.cache', 'veedor', 'node-compile-cache')]);
  });

  it('does nothing on a Node without it, when turned off, or when the call fails', () => {
    let calls = 0;
    expect(enableCompileCache({}, {})).toBeUndefined();
    expect(enableCompileCache({ enableCompileCache: () => calls++ }, { VEEDOR_COMPILE_CACHE: '0' })).toBeUndefined();
    expect(calls).toBe(0);
    expect(enableCompileCache({ enableCompileCache: () => { throw new Error('EACCES'); } }, {})).toBeUndefined();
  });

  it('is Node\'s own where Node has one (22.1 and later), and absent from Node 20', () => {
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    const has = major > 22 || (major === 22 && minor >= 1);
    expect(enableCompileCache(undefined, { XDG_CACHE_HOME: '/nonexistent' })).toBe(has ? '/nonexistent/veedor/node-compile-cache' : undefined);
  });
});
