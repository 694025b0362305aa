import { paths } from '../../../config/paths';
import { useCopyToClipboard } from '../hooks/use-copy-to-clipboard';
import ui from '../../../components/ui.module.css';

/** Copies `{origin}/invite/{refCode or uid}` and says 'Copied!' for 1.5 s. */
export function InvitePartnerButton({ inviteRef }: { inviteRef: string }) {
  const { copied, copy } = useCopyToClipboard();
  return (
    <button
      type="button"
      className={ui.button}
      onClick={() => void copy(paths.invite.getHref(window.location.origin, inviteRef))}
    >
      {copied ? 'Copied!' : 'Invite Partner'}
    </button>
  );
}
