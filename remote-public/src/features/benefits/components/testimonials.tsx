import { useState } from 'react';
import styles from './why-choose-us-section.module.css';

interface Testimonial {
  name: string;
  company: string;
  quote: string;
  rating: number;
}

const testimonials: Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    company: 'Northline Apparel',
    quote:
      'Our first bulk order of 800 shirts arrived on the agreed date and every size matched the approved sample. We have placed six more orders since.',
    rating: 5,
  },
  {
    name: 'David Okafor',
    company: 'Harbour Workwear',
    quote:
      'They helped us rework our uniform patterns so they fit better and use less fabric. Weekly photos meant we always knew where production stood.',
    rating: 5,
  },
  {
    name: 'Elena Rossi',
    company: 'Verde Studio',
    quote:
      'Finding a factory that takes organic fabric seriously was hard. Threadline sourced certified cotton and kept our small runs affordable.',
    rating: 5,
  },
];

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
    </span>
  );
}

/**
 * One scrolling row. The cards are drawn twice so the loop is seamless; the copy (and the whole
 * second row, which repeats the first) is hidden from assistive technology.
 */
function TestimonialRow({ reverse = false, duplicate = false }) {
  const cards = [...testimonials, ...testimonials];
  return (
    <div className={styles.marquee} aria-hidden={duplicate || undefined}>
      <ul className={`${styles.track} ${reverse ? styles.trackReverse : ''}`}>
        {cards.map((testimonial, index) => (
          <li
            key={`${testimonial.name}-${index}`}
            className={styles.testimonial}
            aria-hidden={index >= testimonials.length || undefined}
          >
            <Stars rating={testimonial.rating} />
            <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
            <p className={styles.author}>
              <strong>{testimonial.name}</strong>, {testimonial.company}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Two rows scrolling in opposite directions (one 22 s loop), pausing on hover. A button pauses
 * them for keyboard users too; reduced motion stops them altogether (CSS).
 */
export function Testimonials({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const [paused, setPaused] = useState(false);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${styles.testimonials} ${paused ? styles.paused : ''}`}>
      <div className={styles.testimonialsHeader}>
        <Heading className={styles.recordTitle}>What our clients say</Heading>
        <button
          type="button"
          className={styles.pauseButton}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Resume scrolling' : 'Pause scrolling'}
        </button>
      </div>
      <TestimonialRow />
      <TestimonialRow reverse duplicate />
    </div>
  );
}
