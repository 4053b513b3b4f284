/**
 * Worker options for queues someone waits on: a job a killed worker held is handed out again
 * within seconds (lock lapsed, then the next stall check), not after BullMQ's default half
 * minute each. A running job keeps its lock: BullMQ renews it at half the duration.
 */
export const SHORT_LOCK = { lockDuration: 10000, stalledInterval: 5000 } as const;
