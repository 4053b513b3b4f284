/** Every queue the product has; a job name without a handler fails the worker's start. */
export const QUEUES = {
  mail: 'mail',
  mailings: 'mailings',
  studentAlerts: 'student-alerts',
  applicationNotices: 'application-notices',
  jobAlerts: 'job-alerts',
  accountDeletions: 'account-deletions',
} as const;
