import { LegalPage } from '../../components/legal-page';
import { brand } from '../../config/brand';

export function PrivacyRoute() {
  return (
    <LegalPage title="Privacy Policy" updated="1 January 2025">
      <p>This policy explains what {brand.name} collects about you and why.</p>
      <h2>What we collect</h2>
      <p>
        Your name, email address and profile photo when you create an account, and the messages you
        send through the contact form.
      </p>
      <h2>How we use it</h2>
      <p>
        To run your account, answer your enquiries and keep the site secure. We do not sell your
        information.
      </p>
      <h2>How long we keep it</h2>
      <p>For as long as your account is open, or as long as we need it to answer your enquiry.</p>
      <h2>Your rights</h2>
      <p>You can ask to see, correct or delete your information by writing to {brand.email}.</p>
    </LegalPage>
  );
}
