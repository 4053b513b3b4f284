import Typography from '@mui/material/Typography';
import type { LegalDocument } from '@yrkesbro/content';
import { PageContainer, formatDate, usePageTitle } from '@yrkesbro/ui';
import { ArticleSections } from '../article-sections.tsx';

export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(
    document.title,
    `${document.title} for Yrkesbro – markedsplassen for lærlinger og bedrifter.`,
  );
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {document.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Sist oppdatert {formatDate(document.updated)}
      </Typography>
      <ArticleSections sections={document.sections} />
    </PageContainer>
  );
}
