import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ listByCategoryFilters: vi.fn(), listCategories: vi.fn() }));
vi.mock('./api.server', () => ({ publicApi: api }));

const { loadMenuCategories, loadSiteAlert } = await import('./site-chrome.server');

const news = (id: number, html: string) => ({ id, news_content: html });

beforeEach(() => {
  api.listByCategoryFilters.mockReset();
  api.listCategories.mockReset();
});

describe('loadSiteAlert', () => {
  it('asks for public alerts, page 1 of 20, and shows the first one', async () => {
    api.listByCategoryFilters.mockResolvedValue({
      data: [news(7, '<p>Pendaftaran ditutup</p>'), news(3, '<p>Lama</p>')],
      totalRecords: 2,
    });
    await expect(loadSiteAlert()).resolves.toEqual({ id: 7, html: '<p>Pendaftaran ditutup</p>' });
    expect(api.listByCategoryFilters).toHaveBeenCalledWith(
      {
        body: {
          page: 1,
          perPage: 20,
          columnFilters: { category_permalink: 'alert', news_visibility: 'Public' },
        },
      },
      { signal: undefined },
    );
  });

  it('shows nothing when there is no alert', async () => {
    api.listByCategoryFilters.mockResolvedValue({ data: [], totalRecords: 0 });
    await expect(loadSiteAlert()).resolves.toBeNull();
  });

  it('ignores a failed call silently (SPEC section 8)', async () => {
    const consoleError = vi.spyOn(console, 'error');
    api.listByCategoryFilters.mockRejectedValue(new Error('connect ECONNREFUSED'));
    await expect(loadSiteAlert()).resolves.toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('loadMenuCategories', () => {
  it('falls back to no categories when the call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.listCategories.mockRejectedValue(new Error('timeout'));
    await expect(loadMenuCategories()).resolves.toEqual([]);
    expect(consoleError).toHaveBeenCalledOnce();
    consoleError.mockRestore();
  });
});
