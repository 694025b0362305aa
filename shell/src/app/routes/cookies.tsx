import { LegalPage } from '../../components/legal-page';
import { brand } from '../../config/brand';

export function CookiesRoute() {
  return (
    <LegalPage title="Cookie Policy" updated="1 January 2025">
      <p>
        {brand.name} keeps the use of cookies and browser storage to what the site needs to work.
      </p>
      <h2>What we store</h2>
      <p>
        When you sign in, your browser keeps a session token and your sign-in state so that you stay
        signed in. If you arrive through an invite link, the invite code is kept until you sign up.
      </p>
      <h2>What we do not do</h2>
      <p>We use no advertising or tracking cookies.</p>
      <h2>Your choices</h2>
      <p>
        Signing out removes the session token. You can also clear the site's data in your browser
        settings.
      </p>
    </LegalPage>
  );
}
