import styles from './company.module.css';

const team = [
  {
    name: 'Amelia Hart',
    role: 'Founder & Managing Director',
    contact: 'amelia@threadline.example',
  },
  { name: 'Rahim Chowdhury', role: 'Head of Production', contact: 'rahim@threadline.example' },
  { name: 'Lucia Moreno', role: 'Lead Pattern Maker', contact: 'lucia@threadline.example' },
  { name: 'James Whitaker', role: 'Quality Control Manager', contact: 'james@threadline.example' },
  { name: 'Priya Nair', role: 'Fabric Sourcing Lead', contact: 'priya@threadline.example' },
  { name: 'Tomasz Nowak', role: 'Senior Merchandiser', contact: 'tomasz@threadline.example' },
  { name: 'Grace Adeyemi', role: 'Client Relations', contact: 'grace@threadline.example' },
  { name: 'Kenji Sato', role: 'Logistics Coordinator', contact: 'kenji@threadline.example' },
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
            <p className={styles.contactLine}>{member.contact}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
