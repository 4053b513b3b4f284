import Typography from '@mui/material/Typography';
import type { LegalDocument } from '@yrkesbro/content';
import { PageContainer, formatDate, usePageTitle } from '@yrkesbro/ui';
import { ArticleSections } from '../article-sections.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.page;

export function LegalPage({ document }: { document: LegalDocument }) {
  usePageTitle(document.title, T.description(document.title));
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {document.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4 }}>
        {T.updated(formatDate(document.updated))}
      </Typography>
      <ArticleSections sections={document.sections} />
    </PageContainer>
  );
}
