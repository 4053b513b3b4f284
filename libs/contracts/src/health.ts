export type DependencyState = 'up' | 'down';

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: DependencyState;
  redis: DependencyState;
  uptimeSeconds: number;
}
