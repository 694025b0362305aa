import { Link } from 'react-router-dom';
import type { QuoteRequest } from '@threadline/contracts';
import { paths } from '../../../config/paths';
import { formatDate } from './quote-format';

/** The request's history names the contact message the team made it from, linked to it. */
export function QuoteSourceMessage({ quote }: { quote: QuoteRequest }) {
  const made = quote.history.find((change) => change.event === 'created-from-contact');
  if (!made?.contactId) return null;
  return (
    <p>
      Made on {formatDate(made.at)} from{' '}
      <Link to={paths.contactMessages.getHref({ message: made.contactId })}>a contact message</Link>
      .
    </p>
  );
}
