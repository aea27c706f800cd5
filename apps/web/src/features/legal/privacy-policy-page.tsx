import PrivacyContent from '../../components/legal/privacy-content';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <PrivacyContent headingLevel="h2" variant="page" idPrefix="privacy" />
    </LegalPage>
  );
}
