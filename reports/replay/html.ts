import type { ReplayDoc } from './model.js';
export function renderReplayHtml(_d: ReplayDoc): string { return ''; }
