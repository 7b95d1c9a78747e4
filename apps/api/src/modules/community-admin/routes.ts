import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { listGalleryCategories } from '../gallery/service';
import * as boards from './boards';
import * as certs from './certificates';
import * as chapters from './chapters';
import { IMAGE_BODY_LIMIT, idParam } from './common';
import * as courseMembers from './course-members';
import * as courseTopics from './course-topics';
import * as courses from './courses';
import * as registrations from './event-registrations';
import * as events from './events';
import * as gallery from './gallery';
import * as galleryPhotos from './gallery-photos';
import * as galleryCategories from './gallery-categories';
import * as orders from './orders';

/** Community administration (issue 10): events, courses, gallery, chapters and boards, packages, orders, certificates. */
export function registerCommunityAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { storage } = ctx;
  const images = { bodyLimit: IMAGE_BODY_LIMIT };

  // Chapters and boards
  route(app, ctx, c.listCommunityChapters, async (_input, { principal }) =>
    chapters.listChapters(db, principal),
  );
  route(app, ctx, c.createChapter, async ({ body }, { principal, setMessage }) => {
    setMessage('Chapter dibuat');
    return chapters.saveChapter(ctx, principal, undefined, body);
  });
  route(app, ctx, c.updateChapter, async ({ body }, { principal, setMessage }) => {
    setMessage('Chapter disimpan');
    return chapters.saveChapter(ctx, principal, body.id, body);
  });
  route(app, ctx, c.deleteChapter, async ({ body }, { principal, setMessage }) => {
    setMessage('Chapter dihapus');
    return chapters.deleteChapter(ctx, principal, body.id);
  });
  route(app, ctx, c.listCommunityBoard, async ({ body }, { principal }) =>
    boards.listBoard(db, storage, principal, body.board, body.chapter_id),
  );
  route(
    app,
    ctx,
    c.saveBoardMember,
    async ({ body }, { principal, setMessage }) => {
      setMessage('Pengurus disimpan');
      return boards.saveBoardMember(ctx, principal, body);
    },
    images,
  );
  route(app, ctx, c.moveBoardMember, async ({ body }, { principal }) =>
    boards.moveBoardMember(ctx, principal, body.id, body.direction),
  );
  route(app, ctx, c.deleteBoardMember, async ({ body }, { principal, setMessage }) => {
    setMessage('Pengurus dihapus');
    return boards.deleteBoardMember(ctx, principal, body.id);
  });

  // Events
  route(app, ctx, c.listCommunityEvents, async ({ body }, { principal }) =>
    events.listCommunityEvents(db, storage, principal, body),
  );
  route(app, ctx, c.getCommunityEvent, async ({ params }, { principal }) =>
    events.getCommunityEvent(db, storage, principal, idParam(params.id, 'Event')),
  );
  route(
    app,
    ctx,
    c.createCommunityEvent,
    async ({ body }, { principal, setMessage }) => {
      setMessage('Event dibuat');
      return events.createCommunityEvent(ctx, principal, body);
    },
    images,
  );
  route(
    app,
    ctx,
    c.updateCommunityEvent,
    async ({ body }, { principal, setMessage }) => {
      setMessage('Event disimpan');
      return events.updateCommunityEvent(ctx, principal, body.id, body);
    },
    images,
  );
  route(app, ctx, c.setEventRegistrationOpen, async ({ body }, { principal, setMessage }) => {
    setMessage(body.open ? 'Pendaftaran dibuka' : 'Pendaftaran ditutup');
    return events.setRegistrationOpen(ctx, principal, body.id, body.open);
  });
  route(app, ctx, c.deleteCommunityEvent, async ({ body }, { principal, setMessage }) => {
    setMessage('Event dihapus');
    return events.deleteCommunityEvent(ctx, principal, body.id);
  });
  route(app, ctx, c.listEventRegistrations, async ({ body }, { principal }) =>
    registrations.listEventRegistrations(db, principal, body),
  );
  route(app, ctx, c.exportEventRegistrations, async ({ body }, { principal, request }) =>
    registrations.exportEventRegistrations(db, principal, body.event_id, (error) =>
      request.log.error({ err: error }, 'registration export failed'),
    ),
  );
  route(app, ctx, c.cancelEventRegistration, async ({ body }, { principal, setMessage }) => {
    setMessage('Pendaftaran dibatalkan dan kursinya dikembalikan');
    return registrations.cancelRegistration(ctx, principal, body.registration_id);
  });

  // Courses
  route(app, ctx, c.listCommunityCourses, async ({ body }, { principal }) =>
    courses.listCommunityCourses(db, principal, body),
  );
  route(app, ctx, c.getCommunityCourse, async ({ params }, { principal }) =>
    courses.getCommunityCourse(db, principal, idParam(params.id, 'Kelas')),
  );
  route(app, ctx, c.saveCommunityCourse, async ({ body }, { principal, setMessage }) => {
    setMessage('Kelas disimpan');
    return courses.saveCommunityCourse(ctx, principal, body);
  });
  route(app, ctx, c.deleteCommunityCourse, async ({ body }, { principal, setMessage }) => {
    setMessage('Kelas dihapus');
    return courses.deleteCommunityCourse(ctx, principal, body.id);
  });
  route(app, ctx, c.saveCourseTopic, async ({ body }, { principal, setMessage }) => {
    setMessage('Topik disimpan');
    return courseTopics.saveCourseTopic(ctx, principal, body);
  });
  route(app, ctx, c.deleteCourseTopic, async ({ body }, { principal, setMessage }) => {
    setMessage('Topik dihapus');
    return courseTopics.deleteCourseTopic(ctx, principal, body.id);
  });
  route(app, ctx, c.saveCourseLesson, async ({ body }, { principal, setMessage }) => {
    setMessage('Pertemuan disimpan');
    return courseTopics.saveCourseLesson(ctx, principal, body);
  });
  route(app, ctx, c.deleteCourseLesson, async ({ body }, { principal, setMessage }) => {
    setMessage('Pertemuan dihapus');
    return courseTopics.deleteCourseLesson(ctx, principal, body.id);
  });
  route(app, ctx, c.addCourseMember, async ({ body }, { principal, setMessage }) => {
    const added = await courseMembers.addCourseMember(ctx, principal, body.course_id, body.email);
    setMessage(`${added.name} ditambahkan ke kelas`);
    return added;
  });
  route(app, ctx, c.removeCourseMember, async ({ body }, { principal, setMessage }) => {
    setMessage('Peserta dikeluarkan dari kelas');
    return courseMembers.removeCourseMember(ctx, principal, body.course_id, body.member_id);
  });

  // Gallery
  route(app, ctx, c.listCommunityGalleryCategories, async () => listGalleryCategories(db));
  route(app, ctx, c.saveGalleryCategory, async ({ body }, { principal, setMessage }) => {
    setMessage('Kategori disimpan');
    return galleryCategories.saveCategory(ctx, principal, body);
  });
  route(app, ctx, c.deleteGalleryCategory, async ({ body }, { principal, setMessage }) => {
    setMessage('Kategori dihapus');
    return galleryCategories.deleteCategory(ctx, principal, body.id);
  });
  route(app, ctx, c.listCommunityAlbums, async ({ body }, { principal }) =>
    gallery.listAlbums(db, storage, principal, body),
  );
  route(app, ctx, c.getCommunityAlbum, async ({ params }, { principal }) =>
    gallery.getAlbum(db, storage, principal, idParam(params.id, 'Album')),
  );
  route(app, ctx, c.saveGalleryAlbum, async ({ body }, { principal, setMessage }) => {
    setMessage('Album disimpan');
    return gallery.saveAlbum(ctx, principal, body);
  });
  route(app, ctx, c.deleteGalleryAlbum, async ({ body }, { principal, setMessage }) => {
    setMessage('Album dihapus');
    return gallery.deleteAlbum(ctx, principal, body.id);
  });
  route(
    app,
    ctx,
    c.uploadGalleryImage,
    async ({ body }, { principal, setMessage }) => {
      setMessage('Foto diunggah');
      return galleryPhotos.uploadImage(ctx, principal, body);
    },
    images,
  );
  route(app, ctx, c.updateGalleryImage, async ({ body }, { principal, setMessage }) => {
    setMessage('Keterangan foto disimpan');
    return galleryPhotos.updateImage(ctx, principal, body);
  });
  route(app, ctx, c.reorderGalleryImages, async ({ body }, { principal, setMessage }) => {
    setMessage('Urutan foto disimpan');
    return galleryPhotos.reorderImages(ctx, principal, body.album_id, body.image_ids);
  });
  route(app, ctx, c.deleteGalleryImage, async ({ body }, { principal, setMessage }) => {
    setMessage('Foto dihapus');
    return galleryPhotos.deleteImage(ctx, principal, body.id);
  });

  // Membership packages, orders and invoices
  route(app, ctx, c.listAdminProducts, async () => orders.listProducts(db));
  route(app, ctx, c.saveAdminProduct, async ({ body }, { principal, setMessage }) => {
    setMessage('Paket disimpan');
    return orders.saveProduct(ctx, principal, body);
  });
  route(app, ctx, c.listAdminOrders, async ({ body }) => orders.listOrders(db, body));
  route(app, ctx, c.markInvoicePaid, async ({ body }, { principal, setMessage }) => {
    setMessage('Tagihan ditandai lunas');
    return orders.markInvoicePaid(ctx, principal, body.invoice_id);
  });

  // Certificates
  route(app, ctx, c.listAdminCertificates, async ({ body }) => certs.listCertificates(ctx, body));
  route(app, ctx, c.revokeCertificate, async ({ body }, { principal, setMessage }) => {
    setMessage('Sertifikat dicabut');
    return certs.revokeCertificate(ctx, principal, body.id, body.reason);
  });
  route(app, ctx, c.reissueCertificate, async ({ body }, { principal, setMessage }) => {
    setMessage('Sertifikat diterbitkan ulang');
    return certs.reissueCertificate(ctx, principal, body.id);
  });
}
