import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { FaqEntry } from '@yrkesbro/content';
import { useState } from 'react';

// A closed answer is hidden but was still laid out, on every layout of the page: on /faq its
// text is most of the page's. Skipped until opened, the prerendered /faq lays out about a third
// fewer objects (on a 412 px screen at CPU 4×, 218 ms of layout instead of 360, median of five).
// MUI drops the class before it measures the answer to open it.
const CLOSED_ANSWERS_SKIPPED = { '& .MuiCollapse-hidden': { contentVisibility: 'hidden' } };

/**
 * Questions and answers where opening one closes the others (seed 2, section 4). A page with
 * several lists holds the open item itself (`open`, `onOpen`), so one stays open on the page.
 */
export function FaqAccordion({
  entries,
  initiallyOpen = null,
  open: openOnPage,
  onOpen,
}: {
  entries: FaqEntry[];
  initiallyOpen?: string | null;
  open?: string | null;
  onOpen?: (id: string | null) => void;
}) {
  const [ownOpen, setOwnOpen] = useState<string | null>(initiallyOpen);
  const open = openOnPage === undefined ? ownOpen : openOnPage;
  const setOpen = onOpen ?? setOwnOpen;
  return (
    <div>
      {entries.map((entry) => (
        <Accordion
          key={entry.id}
          id={entry.id}
          expanded={open === entry.id}
          onChange={(_event, expanded) => setOpen(expanded ? entry.id : null)}
          disableGutters
          sx={{ scrollMarginTop: 80, ...CLOSED_ANSWERS_SKIPPED }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${entry.id}-svar`}
            id={`${entry.id}-sporsmal`}
          >
            {/* The accordion puts its summary in an h3 of its own: one heading per question. */}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {entry.answer.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1, maxWidth: '70ch' }}>
                {paragraph}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
