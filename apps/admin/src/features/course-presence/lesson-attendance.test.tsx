// @vitest-environment happy-dom
import { formatDayDate } from '@sbc/format/date';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseDetail, Lesson } from '../../lib/api-types';
import { LessonAttendance } from './lesson-attendance';

afterEach(cleanup);

const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

function lessonAt(startsAt: number): Lesson {
  return {
    id: 9,
    topic_id: 1,
    title: 'Pertemuan pertama',
    starts_at: startsAt,
    ends_at: startsAt + 2 * 3600,
    present_count: 1,
  };
}

function renderLesson(lesson: Lesson) {
  const course: CourseDetail = {
    id: 1,
    slug: 'sekolah-relawan-sbc',
    title: 'Sekolah Relawan SBC',
    description: '',
    chapter_name: null,
    member_count: 2,
    topic_count: 1,
    lesson_count: 1,
    next_lesson_at: null,
    topics: [{ id: 1, title: 'Dasar', lessons: [lesson] }],
  };
  const attendance = {
    data: [
      {
        member_id: 1,
        name: 'Budi Santoso',
        email: 'budi@sbc.test',
        present: false,
        checked_in_at: null,
      },
      {
        member_id: 2,
        name: 'Sari Dewi',
        email: 'sari@sbc.test',
        present: false,
        checked_in_at: null,
      },
    ],
    totalRecords: 2,
  };
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <LessonAttendance course={course} lesson={lesson} attendance={attendance} q={undefined} />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

const NOTE = /^Presensi pertemuan ini baru dibuka pada hari pelaksanaan/;

describe('LessonAttendance', () => {
  it('says a future lesson opens on its day and disables "Hadirkan", which the API would refuse', () => {
    const lesson = lessonAt(now + 3 * DAY);
    renderLesson(lesson);
    const note = screen.getByText(NOTE);
    expect(note.textContent).toBe(
      `Presensi pertemuan ini baru dibuka pada hari pelaksanaan (${formatDayDate(lesson.starts_at)}).`,
    );
    for (const name of ['Hadirkan Budi Santoso', 'Hadirkan Sari Dewi']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    }
  });

  it('keeps "Hadirkan" for a past lesson: a paper list may be recorded later', () => {
    renderLesson(lessonAt(now - 3 * DAY));
    expect(screen.queryByText(NOTE)).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Hadirkan Budi Santoso' }).hasAttribute('disabled'),
    ).toBe(false);
  });
});
