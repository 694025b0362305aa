import { PUBLIC_ANCHORS } from '@threadline/contracts';
import { Link } from 'react-router-dom';
import logoUrl from '../../assets/logo.svg';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import styles from './footer.module.css';

const QUICK_LINKS = [
  { name: 'Home', anchor: PUBLIC_ANCHORS.home },
  { name: 'About', anchor: PUBLIC_ANCHORS.about },
  { name: 'Production', anchor: PUBLIC_ANCHORS.production },
  { name: 'Products', anchor: PUBLIC_ANCHORS.products },
  { name: 'Why Choose Us', anchor: PUBLIC_ANCHORS.whyChooseUs },
  { name: 'Contact', anchor: PUBLIC_ANCHORS.contact },
] as const;

const EXPLORE_LINKS = [
  { name: 'Our Services', href: paths.services.getHref() },
  { name: 'Portfolio', href: paths.portfolio.getHref() },
  { name: 'Request a Quote', href: paths.requestQuote.getHref() },
] as const;

const SERVICES = [
  'Custom Tailoring',
  'Bulk Manufacturing',
  'Quality Control',
  'Fabric Sourcing',
  'Pattern Making',
  'Finishing Services',
] as const;

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-brand">
          <div className={styles.brand}>
            <img src={logoUrl} alt="" width={40} height={40} />
            <h2 id="footer-brand" className={styles.brandName}>
              {brand.name}
            </h2>
          </div>
          <p className={styles.blurb}>{brand.blurb}</p>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.anchor}>
                <Link to={paths.homeSection.getHref(link.anchor)}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {/* Pages of their own that no bar item reaches (an addition to the spec's footer). */}
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {EXPLORE_LINKS.map((link) => (
              <li key={link.name}>
                <Link to={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            Services
          </h2>
          <ul className={styles.list}>
            {SERVICES.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.address}>
            {brand.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            {brand.phones.map((phone) => (
              <a key={phone} href={telHref(phone)}>
                {phone}
              </a>
            ))}
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </address>
        </section>
      </div>

      <div className={styles.legal}>
        <p>
          © {brand.copyrightYear} {brand.name}. All rights reserved.
        </p>
        <ul className={styles.legalLinks}>
          <li>
            <Link to={paths.privacy.getHref()}>Privacy Policy</Link>
          </li>
          <li>
            {/* Like every link to the terms, it opens in a new tab (SPEC section 2). */}
            <Link to={paths.terms.getHref()} target="_blank" rel="noopener noreferrer">
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={paths.cookies.getHref()}>Cookie Policy</Link>
          </li>
        </ul>
      </div>

      <div className={styles.credit}>
        <div className={styles.creditTrack}>
          {[0, 1].map((copy) => (
            <span
              key={copy}
              className={styles.creditItem}
              aria-hidden={copy === 1 ? true : undefined}
            >
              Website designed and built by{' '}
              <a
                href={brand.credit.href}
                target="_blank"
                rel="noopener noreferrer"
                tabIndex={copy === 1 ? -1 : undefined}
              >
                {brand.credit.studio}
              </a>
            </span>
          ))}
        </div>
      </div>
    </footer>
  );
}
