import { Navigate, useParams } from 'react-router-dom';
import { useRemote } from '@threadline/web-kit/remote-context';
import { LoadingView } from '../../components/loading-view';
import { paths } from '../../config/paths';

/**
 * `/dashboard/quotes/<id>`: the one link to a request that works for everyone allowed to see it.
 * An admin lands on it in Quote Requests, its owner in My Quotes (the API answers 404 to others).
 */
export function QuoteLinkRoute() {
  const { quoteId = '' } = useParams();
  const { user, isAdmin } = useRemote();
  if (!user) return <LoadingView />;
  return (
    <Navigate
      replace
      to={isAdmin ? paths.quoteRequest.getHref(quoteId) : paths.myQuote.getHref(quoteId)}
    />
  );
}
