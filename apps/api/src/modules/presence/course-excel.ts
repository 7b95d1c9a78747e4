import { formatDate, formatDayDate, formatShortDate, formatTime } from '@sbc/format/date';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type Db } from '../../db/client';
import { courseMembers, lessonPresence, members } from '../../db/schema';
import { findCourse, findLesson, listCoursePresence } from './courses';

const BRAND = 'FF081E94';

/** A lesson's attendance: which course and lesson on top, then one row per course member. */
export async function lessonSheet(db: Db, lessonId: number): Promise<{ filename: string; body: Buffer }> {
  const lesson = await findLesson(db, lessonId);
  const course = await findCourse(db, String(lesson.courseId));
  const { data } = await listCoursePresence(db, lessonId);
  const startsAt = Math.floor(lesson.startsAt.getTime() / 1000);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SBC';
  const sheet = workbook.addWorksheet('Presensi', { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.columns = [
    { key: 'no', width: 6 },
    { key: 'name', width: 32 },
    { key: 'email', width: 32 },
    { key: 'present', width: 14 },
    { key: 'time', width: 16 },
  ];
  sheet.mergeCells(1, 1, 1, 5);
  sheet.getCell(1, 1).value = `Presensi Kelas: ${course.title}`;
  sheet.getCell(1, 1).font = { bold: true, size: 14, color: { argb: BRAND } };
  sheet.mergeCells(2, 1, 2, 5);
  sheet.getCell(2, 1).value = `${lesson.title} · ${formatDayDate(startsAt)}, ${formatTime(startsAt)} · ${data.filter((p) => p.present).length} dari ${data.length} hadir`;
  const header = sheet.getRow(4);
  header.values = ['No', 'Nama', 'Email', 'Kehadiran', 'Waktu Hadir'];
  header.font = { bold: true };
  data.forEach((p, i) =>
    sheet.addRow({ no: i + 1, name: p.name, email: p.email, present: p.present ? 'Hadir' : 'Belum hadir', time: p.checked_in_at ? formatTime(p.checked_in_at) : '' }),
  );
  const day = formatShortDate(startsAt).replace(/\s/g, '-');
  // The meeting's number within the course, as the course report numbers its columns (P1, P2…).
  const meeting = course.topics.flatMap((t) => t.lessons).findIndex((l) => l.id === lessonId) + 1;
  return { filename: `presensi-${course.slug}-pertemuan-${meeting}-${day}.xlsx`, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/**
 * The formatted course report: a title block, one row per member and one column per lesson with a
 * mark when present, totals per member and per lesson, frozen headers and fitted column widths.
 */
export async function courseReport(db: Db, courseId: number): Promise<{ filename: string; body: Buffer }> {
  const course = await findCourse(db, String(courseId));
  const lessons = course.topics.flatMap((t) => t.lessons);
  const people = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName, email: members.email })
    .from(courseMembers)
    .innerJoin(members, eq(members.id, courseMembers.memberId))
    .where(eq(courseMembers.courseId, course.id))
    .orderBy(asc(members.firstName), asc(members.lastName));
  const present = new Set(
    lessons.length
      ? (
          await db
            .select({ l: lessonPresence.lessonId, m: lessonPresence.memberId })
            .from(lessonPresence)
            .where(inArray(lessonPresence.lessonId, lessons.map((l) => l.id)))
        ).map((p) => `${p.l}:${p.m}`)
      : [],
  );

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'SBC';
  const sheet = workbook.addWorksheet('Rekap Presensi');
  const lastCol = 3 + lessons.length + 1;
  sheet.mergeCells(1, 1, 1, lastCol);
  sheet.getCell(1, 1).value = `Rekap Presensi Kelas: ${course.title}`;
  sheet.getCell(1, 1).font = { bold: true, size: 14, color: { argb: BRAND } };
  sheet.mergeCells(2, 1, 2, lastCol);
  sheet.getCell(2, 1).value = `${course.chapter_name ?? 'SBC Pusat'} · ${people.length} peserta · ${lessons.length} pertemuan · dicetak ${formatDate(Math.floor(Date.now() / 1000))}`;

  const header = sheet.getRow(4);
  header.values = ['No', 'Nama', 'Email', ...lessons.map((l, i) => `P${i + 1}\n${formatShortDate(l.starts_at)}`), 'Total Hadir'];
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
  header.height = 32;
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
  });

  people.forEach((p, i) => {
    const marks = lessons.map((l) => (present.has(`${l.id}:${p.id}`) ? '✓' : ''));
    const row = sheet.addRow([i + 1, `${p.firstName} ${p.lastName}`.trim(), p.email, ...marks, marks.filter(Boolean).length]);
    for (let c = 4; c <= lastCol; c++) row.getCell(c).alignment = { horizontal: 'center' };
  });
  const totals = sheet.addRow(['', 'Total hadir per pertemuan', '', ...lessons.map((l) => l.present_count), '']);
  totals.font = { bold: true };
  for (let c = 4; c <= lastCol; c++) totals.getCell(c).alignment = { horizontal: 'center' };

  sheet.views = [{ state: 'frozen', xSplit: 3, ySplit: 4 }];
  sheet.getColumn(1).width = 6;
  sheet.getColumn(2).width = Math.min(40, Math.max(16, ...people.map((p) => `${p.firstName} ${p.lastName}`.length + 2)));
  sheet.getColumn(3).width = Math.min(40, Math.max(14, ...people.map((p) => p.email.length + 2)));
  for (let c = 4; c < lastCol; c++) sheet.getColumn(c).width = 12;
  sheet.getColumn(lastCol).width = 12;
  return { filename: `rekap-presensi-${course.slug}.xlsx`, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
