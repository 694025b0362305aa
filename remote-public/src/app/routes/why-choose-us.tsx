import { WhyChooseUsSection } from '../../features/benefits/components/why-choose-us-section';

export function WhyChooseUsRoute() {
  return <WhyChooseUsSection headingLevel={1} />;
}
