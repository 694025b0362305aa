import { PageIntro } from '../../components/page-intro';
import { PortfolioProjects } from '../../features/company/components/portfolio-projects';
import companyStyles from '../../features/company/components/company.module.css';

const highlights = [
  { value: '500+', label: 'Projects completed' },
  { value: '50+', label: 'Brands served' },
  { value: '1M+', label: 'Garments shipped' },
  { value: '99%', label: 'On-spec deliveries' },
];

export function PortfolioRoute() {
  return (
    <>
      <PageIntro eyebrow="Our work" title="Portfolio">
        <p>
          A selection of recent projects, from corporate shirt programmes to clinical scrubs. Each
          one started with a conversation about fit, fabric and deadlines.
        </p>
      </PageIntro>
      <dl className={companyStyles.highlights}>
        {highlights.map((highlight) => (
          <div key={highlight.label} className={companyStyles.highlight}>
            <dt>{highlight.label}</dt>
            <dd>{highlight.value}</dd>
          </div>
        ))}
      </dl>
      <PortfolioProjects />
    </>
  );
}
