import {
  type EndpointData,
  type listMyCertificates,
  type listMyCourses,
  type listMyEvents,
  type listMyOrders,
} from '@sbc/contract';

/** One of the member's event registrations, with its event, presence and certificate code. */
export type MyEvent = EndpointData<typeof listMyEvents>[number];
/** One of the member's certificates. */
export type MyCertificate = EndpointData<typeof listMyCertificates>[number];
/** One of the member's courses with topics, lessons and the member's presence per lesson. */
export type MyCourse = EndpointData<typeof listMyCourses>[number];
/** One lesson of a course. */
export type MyLesson = MyCourse['topics'][number]['lessons'][number];
/** One of the member's orders with its invoice. */
export type MyOrder = EndpointData<typeof listMyOrders>[number];
