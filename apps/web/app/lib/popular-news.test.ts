import { describe, expect, it, vi } from 'vitest';
import { loadPopularNews } from './popular-news';

const paged = (data: string[]) => ({ data, totalRecords: data.length });

describe('loadPopularNews', () => {
  it("uses this week's list and does not ask for the previous week", async () => {
    const previousWeek = vi.fn(async () => paged(['lama']));
    const result = await loadPopularNews(async () => paged(['a', 'b']), previousWeek);
    expect(result).toEqual({ items: ['a', 'b'], period: 'this-week' });
    expect(previousWeek).not.toHaveBeenCalled();
  });

  it('falls back to the previous week when this week is empty', async () => {
    const result = await loadPopularNews(
      async () => paged([]),
      async () => paged(['lama']),
    );
    expect(result).toEqual({ items: ['lama'], period: 'previous-week' });
  });

  it('gives an empty previous-week list when both weeks are empty', async () => {
    const result = await loadPopularNews(
      async () => paged([]),
      async () => paged([]),
    );
    expect(result).toEqual({ items: [], period: 'previous-week' });
  });

  it('lets a failure of either call reach the caller', async () => {
    await expect(
      loadPopularNews(
        async () => paged([]),
        async () => {
          throw new Error('down');
        },
      ),
    ).rejects.toThrow('down');
  });
});
