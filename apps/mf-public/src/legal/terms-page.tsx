import { LEGAL_DOCUMENTS } from '@yrkesbro/content';
import { LegalPage } from './legal-page.tsx';

export default function TermsPage() {
  return <LegalPage document={LEGAL_DOCUMENTS.terms} />;
}
