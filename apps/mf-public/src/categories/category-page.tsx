import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { loadCategory } from '@yrkesbro/content';
import type { CategoryArticle } from '@yrkesbro/content';
import {
  Navigate,
  PageContainer,
  StatusMessage,
  usePageTitle,
  Link as RouterLink,
  useParams,
} from '@yrkesbro/ui';
import { use } from 'react';
import { ArticleSections } from '../article-sections.tsx';
import { TEXTS } from './texts.ts';

const T = TEXTS;

/**
 * /categories/{name}: one of the ten career paths, or the spec's 'Category not found'. The
 * article's text is a chunk of its own, waited for as the page's code is.
 */
export default function CategoryPage() {
  const { name = '' } = useParams();
  // /categories/IT, as a person may type it, is /categories/it.
  const canonical = name.toLowerCase();
  if (canonical !== name) return <Navigate to={`/categories/${canonical}`} replace />;
  const article = use(loadCategory(name));
  return article ? <Category article={article} /> : <CategoryNotFound />;
}

function Category({ article }: { article: CategoryArticle }) {
  usePageTitle(T.page.title(article.title), article.summary);
  return (
    <PageContainer>
      <Typography variant="h1" gutterBottom>
        {article.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, fontSize: '1.125rem' }}>
        {T.page.programme(article.programme)}
      </Typography>
      <ArticleSections sections={article.sections} />
      <Box component="section" aria-labelledby="yrker">
        <Typography variant="h2" id="yrker" sx={{ mb: 2 }}>
          {T.page.professionsTitle}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {article.professions.map((profession) => (
            <Card component="li" key={profession.name}>
              <CardActionArea
                component={RouterLink}
                to={`/jobs?q=${encodeURIComponent(profession.searchTerm)}`}
                sx={{ p: 2, height: '100%', alignItems: 'flex-start' }}
              >
                <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
                  {profession.name}
                </Typography>
                <Typography color="textSecondary">{profession.description}</Typography>
                <Typography sx={{ mt: 1, color: 'primary.main', fontWeight: 600 }}>
                  {T.page.jobs}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>
    </PageContainer>
  );
}

function CategoryNotFound() {
  usePageTitle(T.notFound.title);
  return (
    <PageContainer>
      <StatusMessage title={T.notFound.title}>{T.notFound.body}</StatusMessage>
    </PageContainer>
  );
}
