import type { ReplayDoc } from './model.js';
export async function renderReplayPdf(_d: ReplayDoc): Promise<Buffer> { return Buffer.alloc(0); }
