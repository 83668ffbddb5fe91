import type { SystemHealth } from '../api/admin';

export const HEALTH_PALETTES: Record<SystemHealth['status'], string> = {
  healthy: 'green',
  degraded: 'orange',
  down: 'red',
};
