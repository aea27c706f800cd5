import TermsContent from '../../components/legal/terms-content';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions">
      <TermsContent headingLevel="h2" variant="page" idPrefix="terms" />
    </LegalPage>
  );
}
