import { errorMessage } from '@yrkesbro/contracts';
import { StatusMessage } from './status-message.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.loadFailed;

/** What a screen shows when its data could not be read: the reason, and a way to try again. */
export function LoadFailed({
  title,
  error,
  fallback = T.fallbackReason,
  onRetry,
}: {
  title: string;
  /** The failed call's error; the server's Norwegian message is shown when it sent one. */
  error: unknown;
  /** What is said when the server sent no message. */
  fallback?: string;
  onRetry: () => void;
}) {
  return (
    <StatusMessage role="alert" title={title} actionLabel={T.retry} onAction={onRetry}>
      {errorMessage(error, fallback)}
    </StatusMessage>
  );
}
