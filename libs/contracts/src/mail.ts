export interface QueuedMailResponse {
  jobId: string;
}
