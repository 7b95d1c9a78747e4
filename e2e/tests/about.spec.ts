import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_ORIGINS } from './origins';

const WEB = E2E_ORIGINS.WEB_URL;

/** Opens a page and waits until its scripts have loaded, so clicks reach hydrated React. */
function openPage(page: Page, url: string) {
  return page.goto(url, { waitUntil: 'networkidle' });
}

/** The BreadcrumbList JSON-LD of the page, as item names. */
async function breadcrumbNames(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = blocks
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []).map((item: { name: string }) => item.name);
}

test.describe('about the community', () => {
  test('/tentang-kami tells who SBC is, with its chapters and the boards', async ({ page }) => {
    const response = await openPage(page, `${WEB}/tentang-kami`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(page).toHaveTitle('Tentang Kami | SBC');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${WEB}/tentang-kami`,
    );
    expect(await breadcrumbNames(page)).toEqual(['Beranda', 'Tentang Kami']);
    // The visible trail, named in Indonesian for screen readers like every other landmark.
    await expect(
      page.getByRole('navigation', { name: 'Jejak navigasi' }).getByRole('link', { name: 'Beranda' }),
    ).toBeVisible();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Tentang Komunitas SBC' }),
    ).toBeVisible();
    await expect(page.getByText('Visi', { exact: true })).toBeVisible();
    await expect(page.getByText('Misi', { exact: true })).toBeVisible();
    // The demo content has eight chapters; each city links to its board.
    await expect(page.getByText('Chapter aktif').locator('..')).toContainText('8');
    await expect(page.getByRole('link', { name: 'Bandung', exact: true })).toHaveAttribute(
      'href',
      '/pengurus-chapter/bandung',
    );
    await page
      .getByRole('main')
      .getByRole('link', { name: /Anggota Dewan Syuro/ })
      .click();
    await expect(page).toHaveURL(`${WEB}/dewan-syuro`);
  });

  test('/dewan-syuro shows each member with initials, position and the 2023–2028 term', async ({
    page,
  }) => {
    await openPage(page, `${WEB}/dewan-syuro`);
    expect(await breadcrumbNames(page)).toEqual(['Beranda', 'Tentang Kami', 'Anggota Dewan Syuro']);
    const chair = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Prof. Dr. H. Syamsul Arifin, M.A.' }),
    });
    await expect(chair).toContainText('Ketua Dewan Syuro');
    await expect(chair).toContainText('SA');
    await expect(chair).toContainText('Masa bakti 2023–2028');
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(7);
  });

  test('the dropdown item Pengurus Chapter SBC scrolls to the chapter boards', async ({ page }) => {
    await openPage(page, `${WEB}/`);
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.getByRole('button', { name: 'Tentang Kami' }).click();
    await nav.getByRole('link', { name: 'Pengurus Chapter SBC' }).click();
    await expect(page).toHaveURL(`${WEB}/pengurus-nasional#chapter`);
    const chapterSection = page.locator('#chapter');
    await expect(
      chapterSection.getByRole('heading', { level: 2, name: 'Pengurus Chapter SBC' }),
    ).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // The national board is above, each chapter's board inside the section.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Pengurus Nasional' }),
    ).not.toBeInViewport();
    await expect(
      chapterSection.getByRole('heading', { level: 3, name: 'SBC Chapter Jakarta' }),
    ).toBeVisible();
    await expect(
      chapterSection.getByRole('heading', { level: 4, name: 'Hendra Gunawan, S.E.' }),
    ).toBeVisible();
  });

  test('/pengurus-nasional#chapter opened directly lands on the chapter boards', async ({
    page,
  }) => {
    await openPage(page, `${WEB}/pengurus-nasional#chapter`);
    await expect(page.locator('#chapter').getByRole('heading', { level: 2 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Pengurus Nasional' }),
    ).not.toBeInViewport();
  });

  test('/pengurus-chapter lists the chapters and each leads to its board; an unknown chapter is 404', async ({
    page,
  }) => {
    await openPage(page, `${WEB}/pengurus-chapter`);
    await page.getByRole('link', { name: 'SBC Chapter Bandung' }).click();
    await expect(page).toHaveURL(`${WEB}/pengurus-chapter/bandung`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pengurus SBC Chapter Bandung' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dadang Suherman, S.T.' })).toBeVisible();
    // The page's name says SBC already: no "| SBC" after it.
    await expect(page).toHaveTitle('Pengurus SBC Chapter Bandung');
    expect(await breadcrumbNames(page)).toEqual([
      'Beranda',
      'Tentang Kami',
      'Pengurus Chapter SBC',
      'SBC Chapter Bandung',
    ]);

    const missing = await openPage(page, `${WEB}/pengurus-chapter/tidak-ada`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();

    // Another letter case of the permalink goes on to the chapter's address (301).
    const upper = await openPage(page, `${WEB}/pengurus-chapter/Bandung`);
    expect(upper?.status()).toBe(200);
    expect(page.url()).toBe(`${WEB}/pengurus-chapter/bandung`);
    expect((await upper?.request().redirectedFrom()?.response())?.status()).toBe(301);
  });

  test('/informasi-chapter shows every chapter with address, phone, email and Instagram', async ({
    page,
  }) => {
    await openPage(page, `${WEB}/informasi-chapter`);
    const jakarta = page.getByRole('article').filter({
      has: page.getByRole('heading', { name: 'SBC Chapter Jakarta' }),
    });
    await expect(jakarta).toContainText('Jl. Pramuka Raya No. 18');
    await expect(jakarta.getByRole('link', { name: '+62 812-8045-2271' })).toHaveAttribute(
      'href',
      'tel:+6281280452271',
    );
    await expect(jakarta.getByRole('link', { name: 'jakarta@sbc.or.id' })).toHaveAttribute(
      'href',
      'mailto:jakarta@sbc.or.id',
    );
    await expect(jakarta.getByRole('link', { name: '@sbc.jakarta' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/sbc.jakarta',
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
  });
});
