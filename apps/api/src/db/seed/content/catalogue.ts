import { catalogueEntriesAG } from './catalogue-a-g';
import { catalogueEntriesHV } from './catalogue-h-v';
import { type SeedArticle } from './types';

/** Disease catalogue (category `penyakit-katalog`), alphabetical by title. */
export const catalogueEntries: SeedArticle[] = [...catalogueEntriesAG, ...catalogueEntriesHV];
