import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/** Pages of site-wide content administration (articles, taxonomy, site info, moderation, inbox, audit). */
export const contentRoutes: RouteObject[] = [
  {
    path: paths.content.path,
    lazy: async () => ({ Component: (await import('./content-layout')).ContentLayout }),
    children: [
      {
        index: true,
        lazy: async () => {
          const [{ ArticlesPage }, { articlesLoader, articlesAction }] = await Promise.all([
            import('./articles-page'),
            import('./articles-route'),
          ]);
          return { Component: ArticlesPage, loader: articlesLoader, action: articlesAction };
        },
      },
      {
        path: paths.contentTaxonomy.path,
        lazy: async () => {
          const [{ TaxonomyPage }, { taxonomyLoader, taxonomyAction }] = await Promise.all([
            import('./taxonomy-page'),
            import('./taxonomy-route'),
          ]);
          return { Component: TaxonomyPage, loader: taxonomyLoader, action: taxonomyAction };
        },
      },
      {
        path: paths.contentSiteInfo.path,
        lazy: async () => {
          const [{ SiteInfoPage }, { siteInfoLoader, siteInfoAction }] = await Promise.all([
            import('./site-info-page'),
            import('./site-info-route'),
          ]);
          return { Component: SiteInfoPage, loader: siteInfoLoader, action: siteInfoAction };
        },
      },
      {
        path: paths.contentComments.path,
        lazy: async () => {
          const [{ CommentsPage }, { commentsLoader, commentsAction }] = await Promise.all([
            import('./comments-page'),
            import('./comments-route'),
          ]);
          return { Component: CommentsPage, loader: commentsLoader, action: commentsAction };
        },
      },
      {
        path: paths.contentInbox.path,
        lazy: async () => {
          const [{ InboxPage }, { inboxLoader, inboxAction }] = await Promise.all([
            import('./inbox-page'),
            import('./inbox-route'),
          ]);
          return { Component: InboxPage, loader: inboxLoader, action: inboxAction };
        },
      },
      {
        path: paths.contentSubscribers.path,
        lazy: async () => {
          const [{ SubscribersPage }, { subscribersLoader }] = await Promise.all([
            import('./subscribers-page'),
            import('./subscribers-route'),
          ]);
          return { Component: SubscribersPage, loader: subscribersLoader };
        },
      },
    ],
  },
  ...[paths.contentArticleNew.path, paths.contentArticle.path].map((path) => ({
    path,
    lazy: async () => {
      const [{ ArticleEditorPage }, { articleEditorLoader }] = await Promise.all([
        import('./article-editor-page'),
        import('./article-editor-route'),
      ]);
      return { Component: ArticleEditorPage, loader: articleEditorLoader };
    },
  })),
  {
    path: paths.audit.path,
    lazy: async () => {
      const [{ AuditPage }, { auditLoader }] = await Promise.all([import('./audit-page'), import('./audit-route')]);
      return { Component: AuditPage, loader: auditLoader };
    },
  },
];
