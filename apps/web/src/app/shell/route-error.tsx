import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../../components/ui/error-state';
import { useTranslation } from '../../lib/use-translation';

function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <ErrorState
        title={t('routeError.title')}
        message={t('routeError.body')}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}

/**
 * Catches a page that failed to render or whose code could not be downloaded (a dropped
 * connection, or a release that replaced the hashed files), keeping the header and footer.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
