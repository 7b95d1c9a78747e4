/*
 * Community administration (issue 10): events, courses, gallery, chapters and boards, membership
 * packages with orders, certificates. Bodies are JSON (images travel as data URLs, speakers as a list).
 * `chapter` calls: a chapter admin only within their own chapter; national items are the super admin's.
 */
export * from './community/chapters-boards';
export * from './community/commerce';
export * from './community/courses';
export * from './community/events';
export * from './community/gallery';
