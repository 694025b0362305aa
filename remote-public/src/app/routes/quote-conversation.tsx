import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getApiErrorMessage, GuestRequestMessages, ThreadMessages } from '@threadline/contracts';
import { useApi } from '@threadline/web-kit/remote-context';
import { ThreadConversation } from '@threadline/web-kit/thread-conversation';
import buttonStyles from '../../components/link-button.module.css';
import { PageIntro } from '../../components/page-intro';
import { paths } from '../../config/paths';
import { useCategories } from '../../hooks/use-categories';
import { downloadGuestAttachment } from '../../features/guest-thread/api/download-guest-attachment';
import { postGuestMessage } from '../../features/guest-thread/api/post-guest-message';
import { renewGuestLink } from '../../features/guest-thread/api/renew-guest-link';
import { GuestAccountOffer } from '../../features/guest-thread/components/guest-account-offer';
import { GuestQuoteSummaryCard } from '../../features/guest-thread/components/guest-quote-summary';
import styles from '../../features/guest-thread/components/guest-thread.module.css';
import { useGuestThread } from '../../features/guest-thread/hooks/use-guest-thread';

const statusOf = (error: unknown) =>
  (error as { response?: { status?: number } } | undefined)?.response?.status;

/** Emails a new link for an expired one, to the request's own address. */
function RenewLink({ token }: { token: string }) {
  const api = useApi();
  const [sent, setSent] = useState<string>();
  const [failed, setFailed] = useState<string>();
  if (sent) return <p role="status">{sent}</p>;
  return (
    <>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => {
          setFailed(undefined);
          renewGuestLink(api, token).then(setSent, (error: unknown) =>
            setFailed(getApiErrorMessage(error, 'A new link could not be sent; try again.')),
          );
        }}
      >
        {GuestRequestMessages.renewLink}
      </button>
      {failed ? <p role="alert">{failed}</p> : null}
    </>
  );
}

/**
 * No token, or one the API refuses (forged, altered, expired): say so, and offer ways on; with a
 * token, a new link by email.
 */
function LinkRefused({ message, token }: { message: string; token?: string }) {
  return (
    <div className={styles.refused}>
      <p role="alert">{message}</p>
      <p>
        Links in our emails expire. Ask for a new one by email, contact us with your reference, or
        send a new request.
      </p>
      {token ? <RenewLink token={token} /> : null}
      <p className={styles.refusedLinks}>
        <Link to={paths.contact.getHref()}>Contact us</Link>
        <Link to={paths.requestQuote.getHref()}>Request a Quote</Link>
      </p>
    </div>
  );
}

function GuestConversation({ token }: { token: string }) {
  const api = useApi();
  const { state, reload } = useGuestThread(token);
  const categories = useCategories();

  if (state.status === 'error') {
    const refused = statusOf(state.error) === 404;
    return (
      <>
        <PageIntro eyebrow="Your quote request" title="This link cannot be opened" />
        <LinkRefused
          token={refused ? token : undefined}
          message={
            refused
              ? ThreadMessages.guestLinkInvalid
              : getApiErrorMessage(state.error, 'Your request could not be loaded; try again.')
          }
        />
      </>
    );
  }
  if (state.status === 'pending')
    return (
      <>
        <PageIntro eyebrow="Your quote request" title="Your quote request" />
        <p role="status" className={styles.layout}>
          Loading your request...
        </p>
      </>
    );

  const { request } = state.data;
  const categoryTitle =
    categories.status === 'success'
      ? categories.data.find((category) => category.key === request.categoryKey)?.title
      : undefined;
  return (
    <>
      <PageIntro eyebrow="Your quote request" title={`Quote request ${request.reference}`}>
        <p>
          Follow your request and write to our merchandisers here. We answer by email too, with a
          link back to this page.
        </p>
      </PageIntro>
      <div className={styles.layout}>
        <GuestQuoteSummaryCard request={request} categoryTitle={categoryTitle}>
          <GuestAccountOffer thread={state.data} />
        </GuestQuoteSummaryCard>
        <div className={styles.conversation}>
          <ThreadConversation
            id="guest"
            thread={state}
            send={async (input) => {
              await postGuestMessage(api, token, input);
              reload();
            }}
            download={(attachment) => downloadGuestAttachment(api, token, attachment)}
          />
        </div>
      </div>
    </>
  );
}

/**
 * /quote-conversation?token=…: a guest's request (sent without an account) and its
 * conversation, opened with the link from their confirmation email and nothing else.
 */
export function QuoteConversationRoute() {
  const token = useSearchParams()[0].get('token') ?? '';
  if (!token)
    return (
      <>
        <PageIntro eyebrow="Your quote request" title="This link cannot be opened" />
        <LinkRefused message={ThreadMessages.guestLinkInvalid} />
      </>
    );
  return <GuestConversation key={token} token={token} />;
}
