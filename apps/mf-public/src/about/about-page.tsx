import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ABOUT } from '@yrkesbro/content';
import { PageContainer, usePageTitle } from '@yrkesbro/ui';
import { useState } from 'react';
import { ArticleSections } from '../article-sections.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS.page;

const TABS = [
  { id: 'studenter', label: T.students, sections: ABOUT.students },
  { id: 'bedrifter', label: T.businesses, sections: ABOUT.businesses },
];

/** /about with one tab for students and one for businesses. */
export default function AboutPage() {
  usePageTitle(T.title, ABOUT.intro.slice(0, 160));
  const [active, setActive] = useState(0);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {T.heading}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch', fontSize: '1.125rem' }}>{ABOUT.intro}</Typography>
      <Tabs
        value={active}
        onChange={(_event, index: number) => setActive(index)}
        aria-label={T.tabsLabel}
      >
        {TABS.map((tab, index) => (
          <Tab
            key={tab.id}
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            label={tab.label}
            value={index}
          />
        ))}
      </Tabs>
      {TABS.map((tab, index) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={active !== index}
          sx={{ pt: 3 }}
        >
          {active === index && <ArticleSections sections={tab.sections} />}
        </Box>
      ))}
    </PageContainer>
  );
}
