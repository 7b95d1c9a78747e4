import type { AdminClient } from '@sbc/api-client';

/** What an admin call resolves to, by the contract (types only: nothing is imported at run time). */
type Answer<K extends keyof AdminClient> = Awaited<ReturnType<AdminClient[K]>>;

export type ArticleItem = Answer<'listAdminArticles'>['data'][number];
export type Article = Answer<'getAdminArticle'>;
export type ArticleState = ArticleItem['state'];
export type ContentType = ArticleItem['content_type'];
export type BlogSection = NonNullable<ArticleItem['section']>;
export type Category = Answer<'listAdminCategories'>[number];
export type Tag = Answer<'listAdminTags'>[number];
export type SiteInfo = Answer<'getAdminSiteInfo'>;
export type Comment = Answer<'listAdminComments'>['data'][number];
export type ContactMessage = Answer<'listContactMessages'>['data'][number];
export type ProblemReport = Answer<'listProblemReports'>['data'][number];
export type Subscriber = Answer<'listSubscribers'>['data'][number];
export type SubscriberStatus = Subscriber['status'];
