// The members who follow a course: added by email, taken off by id.
import { and, eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { courseMembers, members } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { notFound } from './common';
import { courseInScope } from './courses';

export async function addCourseMember(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  email: string,
) {
  const { db } = ctx.database;
  const course = await courseInScope(db, principal, courseId, 'write');
  const [member] = await db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.email})`, email.toLowerCase()))
    .limit(1);
  if (!member)
    throw new AppError('NOT_FOUND', 'Tidak ada anggota dengan email ini', [
      { field: 'email', message: 'Anggota tidak ditemukan' },
    ]);
  const joined = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(courseMembers)
      .values({ courseId, memberId: member.id })
      .onConflictDoNothing()
      .returning({ joinedAt: courseMembers.joinedAt });
    if (!row)
      throw new AppError('CONFLICT', `${member.email} sudah mengikuti kelas ini`, [
        { field: 'email', message: 'Sudah mengikuti kelas ini' },
      ]);
    await recordAudit(t, principal, {
      action: 'add-member',
      entity: 'course',
      entityId: courseId,
      summary: `Menambahkan ${member.email} ke kelas “${course.title}”`,
    });
    return row.joinedAt;
  });
  ctx.contentChanges.notify('community');
  return {
    member_id: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    joined_at: toUnix(joined),
  };
}

export async function removeCourseMember(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  memberId: number,
) {
  const { db } = ctx.database;
  const course = await courseInScope(db, principal, courseId, 'write');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .delete(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.memberId, memberId)))
      .returning({ memberId: courseMembers.memberId });
    if (!row) throw notFound('Peserta kelas');
    await recordAudit(t, principal, {
      action: 'remove-member',
      entity: 'course',
      entityId: courseId,
      summary: `Mengeluarkan anggota #${memberId} dari kelas “${course.title}”`,
    });
  });
  ctx.contentChanges.notify('community');
  return { course_id: courseId, member_id: memberId };
}
