import { Link } from 'react-router-dom';
import {
  GuestRequestMessages,
  hrefs,
  signUpHref,
  type GuestQuoteThread,
} from '@threadline/contracts';
import buttonStyles from '../../../components/link-button.module.css';
import { paths } from '../../../config/paths';
import styles from './guest-thread.module.css';

/**
 * Accepting needs an account: the guest is offered one with their address filled in, and comes
 * back to the request in My Quotes once they have verified it and signed in. A request already
 * in an account is opened by signing in.
 */
export function GuestAccountOffer({ thread }: { thread: GuestQuoteThread }) {
  const { request } = thread;
  const quotePage = hrefs.quote(thread.quoteId);
  if (request.linkedToAccount)
    return (
      <p className={styles.accountOffer}>
        This request is in your account.{' '}
        <Link
          className={buttonStyles.primary}
          to={paths.login.getHref()}
          state={{ from: { pathname: quotePage } }}
        >
          Sign in to accept
        </Link>
      </p>
    );
  if (!request.email) return null;
  return (
    <p className={styles.accountOffer}>
      <span>{GuestRequestMessages.createAccountHint}</span>
      <Link className={buttonStyles.primary} to={signUpHref(request.email, quotePage)}>
        {GuestRequestMessages.createAccountToAccept}
      </Link>
    </p>
  );
}
