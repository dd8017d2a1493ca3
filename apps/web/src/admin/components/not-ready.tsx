import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { PageSpinner } from '../../components/ui/spinner';
import { messageOf } from '../../lib/api-errors';

/**
 * What a console page about one record shows until the record is there: a spinner while it
 * loads, else why it cannot be shown (the server's sentence, else `notFound`); null once it is.
 */
export function notReady(query: UseQueryResult<unknown>, notFound: string): ReactElement | null {
  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data)
    return (
      <p role="alert" className="text-red-700">
        {messageOf(query.error, notFound)}
      </p>
    );
  return null;
}
