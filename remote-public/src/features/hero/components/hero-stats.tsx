import { useRef } from 'react';
import { useInView } from '@threadline/web-kit/use-in-view';
import { useCountUp } from '../hooks/use-count-up';
import styles from './hero.module.css';

interface HeroStat {
  label: string;
  target: number;
  format: (value: number) => string;
  delayMs: number;
}

const heroStats: HeroStat[] = [
  { label: 'Years of Experience', target: 15, format: (n) => `${n}+`, delayMs: 100 },
  { label: 'Projects Delivered', target: 500, format: (n) => `${n}+`, delayMs: 200 },
  { label: 'Happy Clients', target: 50, format: (n) => `${n}+`, delayMs: 300 },
  { label: 'Support', target: 24, format: (n) => `${n}/7`, delayMs: 400 },
];

function StatCounter({ stat, active }: { stat: HeroStat; active: boolean }) {
  const value = useCountUp(stat.target, active, stat.delayMs);
  return (
    <div className={styles.stat}>
      {/* Screen readers get the final figure rather than every animation step. */}
      <dt className={styles.statLabel}>{stat.label}</dt>
      <dd className={styles.statValue}>
        <span aria-hidden="true">{stat.format(value)}</span>
        <span className={styles.visuallyHidden}>{stat.format(stat.target)}</span>
      </dd>
    </div>
  );
}

/** Four counters that start when 30 % of the block is visible. */
export function HeroStats() {
  const ref = useRef<HTMLDListElement>(null);
  const active = useInView(ref, { threshold: 0.3 });
  return (
    <dl ref={ref} className={styles.stats}>
      {heroStats.map((stat) => (
        <StatCounter key={stat.label} stat={stat} active={active} />
      ))}
    </dl>
  );
}
