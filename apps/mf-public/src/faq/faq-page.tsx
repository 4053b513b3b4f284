import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APPRENTICESHIP_FAQ, PLATFORM_GUIDE } from '@yrkesbro/content';
import { PageContainer, usePageTitle, useLocation } from '@yrkesbro/ui';
import { useEffect, useState } from 'react';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { TEXTS } from './texts.ts';
import { AssistantChat } from './assistant-chat.tsx';

const T = TEXTS.page;

/** /faq: the apprenticeship FAQ, how Yrkesbro works, and the assistant that answers from both. */
export default function FaqPage() {
  usePageTitle(T.title, T.description);
  // A link such as /faq#feriepenger from the assistant opens that answer.
  const anchor = useLocation().hash.slice(1) || null;
  useEffect(() => {
    if (anchor) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor]);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <FaqLists initiallyOpen={anchor} key={anchor} />
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {T.assistantTitle}
          </Typography>
          <AssistantChat />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {T.assistantNote}
          </Typography>
        </Box>
      </Box>
    </PageContainer>
  );
}

/** Both lists of questions, with one answer open on the page (seed 2: one item at a time). */
function FaqLists({ initiallyOpen }: { initiallyOpen: string | null }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {T.apprenticeshipTitle}
      </Typography>
      <FaqAccordion entries={APPRENTICESHIP_FAQ} open={open} onOpen={setOpen} />
      <Typography variant="h2" sx={{ mt: 5, mb: 2 }}>
        {T.platformTitle}
      </Typography>
      <FaqAccordion entries={PLATFORM_GUIDE} open={open} onOpen={setOpen} />
    </Box>
  );
}
