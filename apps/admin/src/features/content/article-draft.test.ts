import { describe, expect, it } from 'vitest';
import { articleBody, draftOf, errorsAfterChange, hasUnsavedChanges, publishTime } from './article-draft';
import { toWibInput } from './wib-datetime';

// A whole minute: the date-time field has no seconds.
const NOW = 1_789_999_980;

describe('publishTime', () => {
  it.each([
    ['publishing a draft publishes now', 'published', null, { seconds: NOW }],
    ['saving a live post keeps its date', 'published', { state: 'published', published_at: NOW - 500 }, { seconds: NOW - 500 }],
    ['publishing a hidden post publishes now', 'published', { state: 'private', published_at: NOW - 500 }, { seconds: NOW }],
    ['a private post keeps its date', 'private', { state: 'published', published_at: NOW - 500 }, { seconds: NOW - 500 }],
  ] as const)('%s', (_, state, article, expected) => {
    expect(publishTime({ state, scheduleAt: '' }, article, NOW)).toEqual(expected);
  });

  it('schedules at the chosen WIB time, only in the future', () => {
    expect(publishTime({ state: 'scheduled', scheduleAt: toWibInput(NOW + 3600) }, null, NOW)).toEqual({ seconds: NOW + 3600 });
    expect(publishTime({ state: 'scheduled', scheduleAt: toWibInput(NOW - 3600) }, null, NOW).error).toMatch(/masa depan/);
    expect(publishTime({ state: 'scheduled', scheduleAt: '' }, null, NOW).error).toBeTruthy();
  });
});

describe('articleBody', () => {
  it('sends a new cover, the visibility and the tags', () => {
    const draft = { ...draftOf(null, 'Admin SBC', NOW), title: 'Judul', categoryId: 3, state: 'published' as const, tags: ['Gizi'] };
    const body = articleBody({ ...draft, cover: { kind: 'new', dataUrl: 'data:image/png;base64,AA==' } }, NOW);
    expect(body).toMatchObject({ title: 'Judul', category_id: 3, visibility: 'Public', published_at: NOW, tags: ['Gizi'], cover_image: 'data:image/png;base64,AA==', author_name: 'Admin SBC' });
    expect(body).not.toHaveProperty('remove_cover');
    expect(articleBody({ ...draft, cover: { kind: 'remove' } }, undefined)).toMatchObject({ remove_cover: true });
  });
});

describe('hasUnsavedChanges', () => {
  const saved = draftOf(null, 'Admin SBC', NOW);

  it('sees nothing in an untouched draft, something as soon as a field is changed', () => {
    expect(hasUnsavedChanges(saved, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved }, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, title: 'Jalan Sehat' }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, html: '<p>Isi</p>' }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, tags: ['Gizi'] }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, tags: [...saved.tags] }, saved)).toBe(false);
    expect(hasUnsavedChanges({ ...saved, cover: { kind: 'new', dataUrl: 'data:image/png;base64,AA==' } }, saved)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, categoryId: 3 }, saved)).toBe(true);
  });

  it('counts a schedule time only while the post is to be scheduled', () => {
    const later = toWibInput(NOW + 7200);
    expect(hasUnsavedChanges({ ...saved, scheduleAt: later }, saved)).toBe(false);
    const scheduled = { ...saved, state: 'scheduled' as const };
    expect(hasUnsavedChanges({ ...scheduled, scheduleAt: later }, scheduled)).toBe(true);
    expect(hasUnsavedChanges({ ...saved, isPermalinkEdited: true }, saved)).toBe(false);
  });
});

describe('errorsAfterChange', () => {
  const errors = { title: 'Wajib diisi', category_id: 'Pilih kategori', video_url: 'Video wajib memiliki tautan video' };

  it('drops the error of each field the admin changes, and keeps the others', () => {
    expect(errorsAfterChange(errors, { title: 'Judul baru' })).toEqual({
      category_id: 'Pilih kategori',
      video_url: 'Video wajib memiliki tautan video',
    });
    expect(errorsAfterChange(errors, { categoryId: 3, videoUrl: 'https://youtu.be/x' })).toEqual({ title: 'Wajib diisi' });
  });

  it('drops the video address error when the post stops being a video', () => {
    expect(errorsAfterChange(errors, { contentType: 'article' })).not.toHaveProperty('video_url');
  });

  it('answers the same object when nothing marked changes, so nothing re-renders', () => {
    expect(errorsAfterChange(errors, { excerpt: 'Ringkasan' })).toBe(errors);
    expect(errorsAfterChange({}, { title: 'x' })).toEqual({});
  });
});
