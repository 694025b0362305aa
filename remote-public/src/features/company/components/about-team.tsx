import styles from './company.module.css';

const team = [
  {
    name: 'Amelia Hart',
    role: 'Founder & Managing Director',
    contact: 'amelia@threadline-garments.com',
  },
  { name: 'Rahim Chowdhury', role: 'Head of Production', contact: 'rahim@threadline-garments.com' },
  { name: 'Lucia Moreno', role: 'Lead Pattern Maker', contact: 'lucia@threadline-garments.com' },
  {
    name: 'James Whitaker',
    role: 'Quality Control Manager',
    contact: 'james@threadline-garments.com',
  },
  { name: 'Priya Nair', role: 'Fabric Sourcing Lead', contact: 'priya@threadline-garments.com' },
  { name: 'Tomasz Nowak', role: 'Senior Merchandiser', contact: 'tomasz@threadline-garments.com' },
  { name: 'Grace Adeyemi', role: 'Client Relations', contact: 'grace@threadline-garments.com' },
  { name: 'Kenji Sato', role: 'Logistics Coordinator', contact: 'kenji@threadline-garments.com' },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function AboutTeam() {
  return (
    <section aria-labelledby="tp-team-heading">
      <h2 id="tp-team-heading" className={styles.sectionTitle}>
        Meet Our Team
      </h2>
      <ul className={styles.team}>
        {team.map((member) => (
          <li key={member.name} className={styles.member}>
            <span className={styles.avatar} aria-hidden="true">
              {initials(member.name)}
            </span>
            <h3 className={styles.cardTitle}>{member.name}</h3>
            <p className={styles.cardText}>{member.role}</p>
            <p className={styles.contactLine}>
              <a href={`mailto:${member.contact}`}>{member.contact}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
