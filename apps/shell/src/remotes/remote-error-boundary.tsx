import { PageContainer, StatusMessage } from '@yrkesbro/ui';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { TEXTS } from './texts.ts';

const T = TEXTS.errorBoundary;

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

export const REMOTE_FAILED_TITLE = T.title;

/**
 * Catches a remote, or a page of the shell's own, that fails to load or throws while rendering; the
 * rest of the site keeps working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('En del av siden feilet', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageContainer>
        <StatusMessage
          role="alert"
          title={REMOTE_FAILED_TITLE}
          actionLabel={T.retry}
          onAction={this.props.onRetry}
        >
          {T.message}
        </StatusMessage>
      </PageContainer>
    );
  }
}
