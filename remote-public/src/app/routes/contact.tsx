import { PageIntro } from '../../components/page-intro';
import { companyContact } from '../../features/company/components/company-facts';
import { ContactFaq } from '../../features/contact/components/contact-faq';
import { ContactForm } from '../../features/contact/components/contact-form';
import styles from '../../features/contact/components/contact.module.css';

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
        <div>
          <ul className={styles.infoCards} aria-label="Contact details">
            <li className={styles.infoCard}>
              <h2 className={styles.infoTitle}>Office Address</h2>
              <p className={styles.infoText}>{companyContact.address}</p>
            </li>
            <li className={styles.infoCard}>
              <h2 className={styles.infoTitle}>Phone</h2>
              {companyContact.phones.map((phone) => (
                <p key={phone} className={styles.infoText}>
                  <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
                </p>
              ))}
            </li>
            <li className={styles.infoCard}>
              <h2 className={styles.infoTitle}>Email</h2>
              <p className={styles.infoText}>
                <a href={`mailto:${companyContact.email}`}>{companyContact.email}</a>
              </p>
            </li>
            <li className={styles.infoCard}>
              <h2 className={styles.infoTitle}>Business Hours</h2>
              {companyContact.hours.map((line) => (
                <p key={line} className={styles.infoText}>
                  {line}
                </p>
              ))}
            </li>
            <li className={`${styles.infoCard} ${styles.location}`}>
              <h2 className={styles.infoTitle}>Find Us</h2>
              <p className={styles.infoText}>
                Our showroom and workshop share one building at {companyContact.address}. Visits are
                by appointment so a merchandiser can walk you through the floor.
              </p>
            </li>
            <li className={styles.infoCard}>
              <h2 className={styles.infoTitle}>Follow Us</h2>
              <ul className={styles.social}>
                <li>
                  <a href="https://www.linkedin.com/" target="_blank" rel="noreferrer">
                    LinkedIn
                  </a>
                </li>
                <li>
                  <a href="https://www.instagram.com/" target="_blank" rel="noreferrer">
                    Instagram
                  </a>
                </li>
                <li>
                  <a href="https://www.facebook.com/" target="_blank" rel="noreferrer">
                    Facebook
                  </a>
                </li>
              </ul>
            </li>
          </ul>
        </div>
        <ContactForm />
      </div>
      <ContactFaq />
    </>
  );
}
