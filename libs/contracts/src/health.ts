export type DependencyState = 'up' | 'down';

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: DependencyState;
  redis: DependencyState;
  uptimeSeconds: number;
  /**
   * Background work: worker processes connected to the queues, and jobs waiting or running in
   * them (not the scheduled ones). null while Redis does not answer. Mails queue up unseen when
   * workers is 0.
   */
  queues: { workers: number; queued: number } | null;
}
