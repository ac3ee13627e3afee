// Every fast-check property of the suite runs on one seed (test/helpers/seed.ts): fixed under `npm test`,
// fresh under `npm run fuzz`. A property may still name its own seed in fc.assert's parameters.
import fc from 'fast-check';
import { propertySeed } from '../helpers/seed.js';

const seed = propertySeed();
fc.configureGlobal({ ...fc.readConfigureGlobal(), ...(seed !== undefined ? { seed } : {}) });
