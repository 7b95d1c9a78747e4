import type { BlogSectionSlug } from './blog-sections';

/**
 * Each blog section's short introduction: its page's lead and description, its feed's
 * description and its tile on the home page. Apart from the menu's section names (blog-sections.ts),
 * so the words stay out of the first load of pages that do not show them.
 */
export const SECTION_INTROS: Readonly<Record<BlogSectionSlug, string>> = {
  'dakwah-renungan':
    'Tulisan untuk menata hati: nasihat, tadabbur, dan renungan harian yang mengajak kita kembali mendekat kepada Allah.',
  motivasi:
    'Kisah dan gagasan penyemangat untuk terus belajar, berkarya, dan bertumbuh bersama keluarga serta komunitas.',
  'sejarah-wawasan':
    'Menyelami sejarah peradaban Islam dan wawasan umum yang memperluas cara pandang kita terhadap dunia hari ini.',
};
