import { useId, useState } from 'react';
import styles from './contact.module.css';

const faqs = [
  {
    question: 'What is your minimum order quantity?',
    answer:
      'Bulk orders start at 300 pieces per colour and style. For development we sew 3–5 samples per style.',
  },
  {
    question: 'How long does custom work take?',
    answer:
      'Typical turnaround for custom work is 2–4 weeks. Bulk production takes 45–75 days after the pre-production sample is approved.',
  },
  {
    question: 'Can you source the fabric for us?',
    answer:
      'Yes. Our sourcing desk works with audited mills for wovens, knits, denim and certified organic or recycled fabrics.',
  },
  {
    question: 'How do you check quality?',
    answer:
      'We check at cutting, sewing and finishing, then run a final AQL 2.5/4.0 inspection against your approved sample.',
  },
  {
    question: 'Which payment and shipping terms do you offer?',
    answer: 'We accept TT or LC and ship FOB, CIF or DDP by sea, air or courier.',
  },
  {
    question: 'Do you work with small or new brands?',
    answer:
      'Absolutely. Many of our long-standing clients started with a single style; we help with patterns, sizing and costing.',
  },
];

/** Six questions; opening one closes the others. */
export function ContactFaq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <section aria-labelledby="tp-faq-heading" className={styles.faq}>
      <h2 id="tp-faq-heading" className={styles.formTitle}>
        Frequently Asked Questions
      </h2>
      <ul className={styles.faqList}>
        {faqs.map((faq, index) => {
          const open = openIndex === index;
          const panelId = `${baseId}-answer-${index}`;
          return (
            <li key={faq.question} className={styles.faqItem}>
              <h3 className={styles.faqQuestion}>
                <button
                  type="button"
                  className={styles.faqButton}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  {faq.question}
                  <span aria-hidden="true">{open ? '−' : '+'}</span>
                </button>
              </h3>
              <p id={panelId} className={styles.faqAnswer} hidden={!open}>
                {faq.answer}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
