import { LEGAL_DOCUMENTS } from '@yrkesbro/content';
import { LegalPage } from './legal-page.tsx';

export default function CookiesPage() {
  return <LegalPage document={LEGAL_DOCUMENTS.cookies} />;
}
