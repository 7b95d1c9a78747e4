import { describe, expect, it } from 'vitest';
import { toMemberBadge } from './member-badge';

describe('toMemberBadge', () => {
  it('takes the initials of first and last name when there is no photo', () => {
    expect(
      toMemberBadge({
        member_first_name: 'Siti',
        member_last_name: 'Rahmawati',
        member_image: null,
      }),
    ).toEqual({ name: 'Siti Rahmawati', initials: 'SR', image: null });
  });

  it('keeps an http(s) or site-relative photo address', () => {
    expect(
      toMemberBadge({ member_first_name: 'Budi', member_image: 'https://cdn.sbc.test/a.jpg' })
        .image,
    ).toBe('https://cdn.sbc.test/a.jpg');
    expect(toMemberBadge({ member_first_name: 'Budi', member_image: '/media/a.jpg' }).image).toBe(
      '/media/a.jpg',
    );
  });

  it.each(['javascript:alert(1)', '//evil.example/a.jpg', 'data:image/png;base64,AAAA', 42])(
    'ignores the photo address %j',
    (image) => {
      expect(toMemberBadge({ member_first_name: 'Budi', member_image: image }).image).toBeNull();
    },
  );

  it('still shows a badge for a token without a readable profile', () => {
    expect(toMemberBadge(null)).toEqual({ name: 'Anggota', initials: 'A', image: null });
    expect(toMemberBadge({ member_first_name: 7 })).toEqual({
      name: 'Anggota',
      initials: 'A',
      image: null,
    });
  });
});
