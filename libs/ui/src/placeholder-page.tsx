import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { PageContainer } from './page-container.tsx';
import { usePageTitle } from './use-page-title.ts';

/** A page the spec lists with only a heading (seed 2's placeholders), or one not built yet. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Typography variant="h1">{title}</Typography>
    </PageContainer>
  );
}

/** The placeholder as a page of a remote's page switch, which renders pages without props. */
export function placeholderPage(title: string): ComponentType {
  return function Placeholder() {
    return <PlaceholderPage title={title} />;
  };
}
