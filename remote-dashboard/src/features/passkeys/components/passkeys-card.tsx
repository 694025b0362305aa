import { getApiErrorMessage, PasskeyMessages } from '@threadline/contracts';
import ui from '../../../components/ui.module.css';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString();

/** The Profile's Passkeys section, for everyone: the person's passkeys, add one, remove one. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const failure = add.error ?? remove.error;
  return (
    <section className={ui.card} aria-labelledby="td-passkeys-heading">
      <h2 id="td-passkeys-heading">{PasskeyMessages.sectionTitle}</h2>
      <p className={ui.hint}>{PasskeyMessages.sectionIntro}</p>
      {passkeys.status === 'success' && passkeys.data.length === 0 ? (
        <p>{PasskeyMessages.noPasskeys}</p>
      ) : null}
      {passkeys.status === 'success' && passkeys.data.length > 0 ? (
        <ul aria-label={PasskeyMessages.sectionTitle}>
          {passkeys.data.map((passkey) => (
            <li key={passkey.id}>
              {passkey.name} ({dateOf(passkey.createdAt)}){' '}
              <button
                type="button"
                disabled={remove.isPending}
                aria-label={`${PasskeyMessages.removePasskey} ${passkey.name}`}
                onClick={() => remove.mutate(passkey.id)}
              >
                {PasskeyMessages.removePasskey}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <button type="button" disabled={add.isPending} onClick={() => add.mutate()}>
        {PasskeyMessages.addPasskey}
      </button>
      {add.data?.recoveryCode ? (
        <p role="status">
          {PasskeyMessages.recoveryCodeIntro} <strong>{add.data.recoveryCode}</strong>
        </p>
      ) : null}
      {failure ? (
        <p className={ui.errorText} role="alert">
          {getApiErrorMessage(failure, PasskeyMessages.passkeyFailed)}
        </p>
      ) : null}
    </section>
  );
}
