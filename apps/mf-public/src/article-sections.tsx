import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleSection } from '@yrkesbro/content';

/** Renders article sections from data as text: headings, paragraphs and bullet lists. */
export function ArticleSections({
  sections,
  headingLevel = 'h2',
}: {
  sections: ArticleSection[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 4 }}>
          <Typography variant={headingLevel} component={headingLevel} sx={{ mb: 1.5 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, maxWidth: '70ch' }}>
              {paragraph}
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, maxWidth: '70ch' }}>
              {section.bullets.map((bullet) => (
                <Typography component="li" key={bullet} sx={{ mb: 0.5 }}>
                  {bullet}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}
