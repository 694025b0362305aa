import { PageIntro } from '../../components/page-intro';
import { companyContact } from '../../config/company-contact';
import { ContactFaq } from '../../features/contact/components/contact-faq';
import { ContactForm } from '../../features/contact/components/contact-form';
import { OfficeMap } from '../../features/contact/components/office-map';
import styles from '../../features/contact/components/contact.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function ContactRoute() {
  return (
    <>
      <PageIntro eyebrow="Get in touch" title="Contact Us">
        <p>
          Tell us about your next collection, a sample you need or a question about an order. We
          reply to every message within 24 hours.
        </p>
      </PageIntro>
      <div className={styles.layout}>
        <section aria-labelledby="tp-contact-details-heading">
          <h2 id="tp-contact-details-heading" className={styles.visuallyHidden}>
            Contact details
          </h2>
          <ul className={styles.infoCards}>
            <li className={styles.infoCard}>
              <h3 className={styles.infoTitle}>Office Address</h3>
              <address className={styles.infoText}>
                {companyContact.addressLines.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </address>
            </li>
            <li className={styles.infoCard}>
              <h3 className={styles.infoTitle}>Phone</h3>
              {companyContact.phones.map((phone) => (
                <p key={phone} className={styles.infoText}>
                  <a href={telHref(phone)}>{phone}</a>
                </p>
              ))}
            </li>
            <li className={styles.infoCard}>
              <h3 className={styles.infoTitle}>Email</h3>
              <p className={styles.infoText}>
                <a href={`mailto:${companyContact.email}`}>{companyContact.email}</a>
              </p>
            </li>
            <li className={styles.infoCard}>
              <h3 className={styles.infoTitle}>Business Hours</h3>
              {companyContact.hours.map((line) => (
                <p key={line} className={styles.infoText}>
                  {line}
                </p>
              ))}
            </li>
            <li className={styles.infoCard}>
              <h3 className={styles.infoTitle}>Follow Us</h3>
              <ul className={styles.social}>
                {companyContact.social.map((network) => (
                  <li key={network.name}>
                    <a href={network.href} target="_blank" rel="noopener noreferrer">
                      {network.name}
                      <span className={styles.visuallyHidden}> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </section>
        <ContactForm />
      </div>
      <section aria-labelledby="tp-find-us-heading" className={styles.findUs}>
        <h2 id="tp-find-us-heading" className={styles.formTitle}>
          Find Us
        </h2>
        <p className={styles.findUsText}>
          Our showroom and workshop share one building in Tejgaon Industrial Area. Visits are by
          appointment, so a merchandiser can walk you through the floor.
        </p>
        <OfficeMap />
      </section>
      <ContactFaq />
    </>
  );
}
