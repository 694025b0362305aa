import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { QuoteMessages } from '@threadline/contracts';
import { paths } from '../../../config/paths';
import formStyles from '../../../components/form.module.css';
import buttonStyles from '../../../components/link-button.module.css';
import styles from './quote.module.css';

/**
 * The confirmation replaces the long form, so the page would be left scrolled past it: it is
 * brought into view and focused, and read out, so nobody sends the request twice.
 */
export function QuoteReceived({ reference, signedIn }: { reference: string; signedIn: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className={formStyles.form} aria-labelledby="tp-quote-sent-heading">
      <h2
        id="tp-quote-sent-heading"
        ref={heading}
        tabIndex={-1}
        className={`${formStyles.formTitle} ${styles.sentHeading}`}
      >
        Request received
      </h2>
      <p role="status" className={formStyles.success}>
        {QuoteMessages.received(reference)}
      </p>
      <p>
        Your reference is <strong className={styles.reference}>{reference}</strong>.{' '}
        {QuoteMessages.receivedNextStep}
      </p>
      {signedIn ? (
        <p>
          <Link className={buttonStyles.primary} to={paths.myQuotes.getHref()}>
            {QuoteMessages.followInMyQuotes}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
