import Typography from '@mui/material/Typography';
import { PageContainer, usePageTitle } from '@yrkesbro/ui';

/** /calendar/create, /calendar/manage, /calendar/reminders: the spec's pages with only a heading. */
export function CalendarPlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Typography variant="h1">{title}</Typography>
    </PageContainer>
  );
}
