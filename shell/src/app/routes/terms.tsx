import { LegalPage } from '../../components/legal-page';
import { brand } from '../../config/brand';

export function TermsRoute() {
  return (
    <LegalPage title="Terms & Conditions" updated="1 January 2025">
      <p>
        These terms govern your use of the {brand.name} website and account area. By creating an
        account or signing in you accept them.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your sign-in details private and give accurate information. You must verify your email
        address before you can sign in. We may suspend accounts that misuse the site.
      </p>
      <h2>Quotes and orders</h2>
      <p>
        Information on this site, including lead times and minimum quantities, is a guide. Every
        order is confirmed in a written agreement that sets out specifications, prices, delivery
        terms and payment (TT or LC).
      </p>
      <h2>Content</h2>
      <p>
        Text, photos and videos on this site belong to {brand.name} or its partners and may not be
        reused without permission.
      </p>
      <h2>Liability</h2>
      <p>
        We work to keep the site accurate and available but cannot promise it will always be
        error-free. Nothing in these terms limits rights you have by law.
      </p>
      <h2>Contact</h2>
      <p>Questions about these terms: {brand.email}.</p>
    </LegalPage>
  );
}
