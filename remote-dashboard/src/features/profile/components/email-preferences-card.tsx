import ui from '../../../components/ui.module.css';
import { useEmailPreferences } from '../api/get-email-preferences';
import { useUpdateEmailPreferences } from '../api/update-email-preferences';

/** The Profile's email toggle: status updates and conversation messages on or off. */
export function EmailPreferencesCard() {
  const query = useEmailPreferences();
  const update = useUpdateEmailPreferences();
  const saved = query.status === 'success' ? query.data.statusEmails : true;
  const checked = update.isPending && update.variables ? update.variables.statusEmails : saved;
  return (
    <section className={ui.card} aria-labelledby="td-email-preferences-heading">
      <h2 id="td-email-preferences-heading">Email updates</h2>
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={query.status !== 'success' || update.isPending}
          onChange={(event) => update.mutate({ statusEmails: event.target.checked })}
        />{' '}
        Email me when my quote requests move or the team writes to me
      </label>
      <p className={ui.hint}>Confirmations of your requests are always sent.</p>
      {update.isError ? (
        <p className={ui.errorText} role="alert">
          Your choice could not be saved. Please try again.
        </p>
      ) : null}
    </section>
  );
}
