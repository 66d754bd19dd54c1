import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { ErrorAlert } from './error-alert';
import { PageSpinner } from './page-spinner';

/** The parts of a TanStack query result this component reads. */
export interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What "no data" looks like: the screen's own empty sentence. */
  empty?: ReactNode;
  /** When the data counts as empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  /** Shown for a 404: a detail that does not exist is "no data", not a failure. */
  notFound?: ReactNode;
  /** Shown while loading (default: a spinner). */
  loading?: ReactNode;
  /** A failure sentence the spec names (default: the server's or the network's own sentence). */
  errorMessage?: string;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The one way a list or a detail tells apart "loading", "there is nothing" and "could not load"
 * (message + 'Reintentar'). Data already shown stays when a later refresh fails.
 */
export function QueryState<T>({
  query,
  empty,
  isEmpty = emptyArray,
  notFound,
  loading,
  errorMessage,
  children,
}: QueryStateProps<T>) {
  const { data, isPending, error } = query;
  if (data !== undefined) {
    if (empty !== undefined && isEmpty(data)) return <EmptyState>{empty}</EmptyState>;
    return <>{children(data)}</>;
  }
  if (error) {
    if (notFound !== undefined && error instanceof ApiError && error.status === 404) {
      return <EmptyState>{notFound}</EmptyState>;
    }
    return <ErrorAlert error={error} message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (isPending) return <>{loading ?? <PageSpinner />}</>;
  return empty !== undefined ? <EmptyState>{empty}</EmptyState> : null;
}

/** "There is nothing here": a sentence, announced politely. Strings get the muted centred style. */
export function EmptyState({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return <>{children}</>;
  return (
    <p className="text-center text-body-secondary py-5" role="status">
      {children}
    </p>
  );
}
