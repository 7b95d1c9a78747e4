import { articlesRegular } from './articles-1';
import { articlesSections } from './articles-2';
import { type SeedArticle } from './types';

/** All demo blog articles: regular categories first, then the three blog sections. */
export const articles: SeedArticle[] = [...articlesRegular, ...articlesSections];
