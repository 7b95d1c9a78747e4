import { articlesRegular } from './articles-1';
import { articlesSections } from './articles-2';
import { articlesMore } from './articles-3';
import { type SeedArticle } from './types';

/** All demo blog articles: regular categories first, then the three blog sections, then more of both. */
export const articles: SeedArticle[] = [...articlesRegular, ...articlesSections, ...articlesMore];
