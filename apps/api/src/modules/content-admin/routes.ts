import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { route } from '../../http/route';
import { deleteCover } from '../../services/cover-sizes';
import { storeBodyImage } from './article-input';
import { createArticle, deleteArticle, publishArticle, updateArticle } from './article-writes';
import { findArticle, listArticles } from './articles';
import { listAuditLog } from './audit-log';
import * as categories from './categories';
import { deleteComment, listAdminComments } from './comments';
import * as inbox from './inbox';
import { findAdminSiteInfo, updateSiteInfo } from './site-info';
import { exportSubscribers, listSubscribers } from './subscribers';
import * as tags from './tags';

/** Covers and body images travel as data URLs in JSON (up to 8 MB decoded). */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/** Site-wide content administration (issue #10): every call needs the `content` permission, the log `audit`. */
export function registerContentAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { storage, contentChanges } = ctx;
  const upload = { bodyLimit: UPLOAD_BODY_LIMIT };

  route(app, ctx, c.listAdminArticles, async ({ body }) => listArticles(db, storage, body));
  route(app, ctx, c.getAdminArticle, async ({ params }) => findArticle(db, storage, params.id));
  route(
    app,
    ctx,
    c.createArticle,
    async ({ body }, { principal, setMessage }) => {
      const article = await createArticle(db, storage, principal, body);
      contentChanges.notify('news');
      contentChanges.notify('taxonomy');
      setMessage(article.state === 'published' ? 'Artikel diterbitkan' : 'Artikel disimpan');
      return article;
    },
    upload,
  );
  route(
    app,
    ctx,
    c.updateArticle,
    async ({ body: { id, ...input } }, { principal, setMessage }) => {
      const { article, staleCover } = await updateArticle(db, storage, principal, id, input);
      contentChanges.notify('news');
      contentChanges.notify('taxonomy');
      if (staleCover) await deleteCover(storage, staleCover.key, staleCover.widths);
      setMessage('Perubahan artikel disimpan');
      return article;
    },
    upload,
  );
  route(app, ctx, c.publishArticle, async ({ body }, { principal, setMessage }) => {
    const item = await publishArticle(db, storage, principal, body);
    contentChanges.notify('news');
    setMessage({ published: 'Artikel diterbitkan', scheduled: 'Artikel dijadwalkan', private: 'Artikel disembunyikan' }[item.state]);
    return item;
  });
  route(app, ctx, c.deleteArticle, async ({ body }, { principal, setMessage }) => {
    const { cover } = await deleteArticle(db, principal, body.id);
    contentChanges.notify('news');
    if (cover) await deleteCover(storage, cover.key, cover.widths);
    setMessage('Artikel dihapus');
    return { id: body.id };
  });
  route(app, ctx, c.uploadArticleImage, async ({ body }) => ({ url: storage.url(await storeBodyImage(storage, body.image)) }), upload);

  route(app, ctx, c.listAdminCategories, async () => categories.listAdminCategories(db));
  route(app, ctx, c.createCategory, async ({ body }, { principal, setMessage }) => {
    const category = await categories.createCategory(db, principal, body);
    contentChanges.notify('taxonomy');
    setMessage('Kategori dibuat');
    return category;
  });
  route(app, ctx, c.updateCategory, async ({ body: { id, ...input } }, { principal, setMessage }) => {
    const category = await categories.updateCategory(db, principal, id, input);
    contentChanges.notify('taxonomy');
    contentChanges.notify('news');
    setMessage('Kategori disimpan');
    return category;
  });
  route(app, ctx, c.mergeCategory, async ({ body }, { principal, setMessage }) => {
    const result = await categories.mergeCategory(db, principal, body.from_id, body.into_id);
    contentChanges.notify('taxonomy');
    contentChanges.notify('news');
    setMessage(`Kategori digabung, ${result.moved} artikel dipindahkan`);
    return result;
  });
  route(app, ctx, c.deleteCategory, async ({ body }, { principal, setMessage }) => {
    const result = await categories.deleteCategory(db, principal, body.id);
    contentChanges.notify('taxonomy');
    setMessage('Kategori dihapus');
    return result;
  });

  route(app, ctx, c.listAdminTags, async () => tags.listAdminTags(db));
  route(app, ctx, c.createTag, async ({ body }, { principal, setMessage }) => {
    const tag = await tags.createTag(db, principal, body);
    contentChanges.notify('taxonomy');
    setMessage('Tag dibuat');
    return tag;
  });
  route(app, ctx, c.updateTag, async ({ body: { id, ...input } }, { principal, setMessage }) => {
    const tag = await tags.updateTag(db, principal, id, input);
    contentChanges.notify('taxonomy');
    contentChanges.notify('news');
    setMessage('Tag disimpan');
    return tag;
  });
  route(app, ctx, c.mergeTag, async ({ body }, { principal, setMessage }) => {
    const result = await tags.mergeTag(db, principal, body.from_id, body.into_id);
    contentChanges.notify('taxonomy');
    contentChanges.notify('news');
    setMessage(`Tag digabung, ${result.moved} artikel diperbarui`);
    return result;
  });
  route(app, ctx, c.deleteTag, async ({ body }, { principal, setMessage }) => {
    const result = await tags.deleteTag(db, principal, body.id);
    contentChanges.notify('taxonomy');
    setMessage('Tag dihapus');
    return result;
  });

  route(app, ctx, c.getAdminSiteInfo, async () => findAdminSiteInfo(db));
  route(app, ctx, c.updateSiteInfo, async ({ body }, { principal, setMessage }) => {
    const info = await updateSiteInfo(db, principal, body);
    contentChanges.notify('site');
    setMessage('Info situs disimpan');
    return info;
  });

  route(app, ctx, c.listAdminComments, async ({ body }) => listAdminComments(db, body));
  route(app, ctx, c.deleteComment, async ({ body }, { principal, setMessage }) => {
    const result = await deleteComment(db, principal, body.id);
    contentChanges.notify('news');
    setMessage(result.deleted > 1 ? `Komentar dan ${result.deleted - 1} balasannya dihapus` : 'Komentar dihapus');
    return result;
  });
  route(app, ctx, c.listContactMessages, async ({ body }) => inbox.listContactMessages(db, body));
  route(app, ctx, c.markContactMessageRead, async ({ body }, { principal, setMessage }) => {
    const read = body.read ?? true;
    setMessage(read ? 'Ditandai sudah dibaca' : 'Ditandai belum dibaca');
    return inbox.markContactMessageRead(db, principal, body.id, read);
  });
  route(app, ctx, c.listProblemReports, async ({ body }) => inbox.listProblemReports(db, body));
  route(app, ctx, c.markProblemReportRead, async ({ body }, { principal, setMessage }) => {
    const read = body.read ?? true;
    setMessage(read ? 'Ditandai sudah dibaca' : 'Ditandai belum dibaca');
    return inbox.markProblemReportRead(db, principal, body.id, read);
  });
  route(app, ctx, c.listSubscribers, async ({ body }) => listSubscribers(db, body));
  route(app, ctx, c.exportSubscribers, async ({ body }, { request }) => ({
    filename: `pelanggan-newsletter${body.status ? `-${body.status}` : ''}.xlsx`,
    body: exportSubscribers(db, body, (error) => request.log.error({ err: error }, 'subscriber export failed')),
  }));

  route(app, ctx, c.listAuditLog, async ({ body }) => listAuditLog(db, body));
}
