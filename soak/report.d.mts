import type { SoakResult } from './soak.mjs';

export function formatSummary(result: SoakResult): string;
