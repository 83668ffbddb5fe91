import { loadavg } from 'node:os';

/** The 1-minute load average now, rounded: recorded beside every figure a bench prints. */
export const load1 = () => Math.round(loadavg()[0] * 100) / 100;
