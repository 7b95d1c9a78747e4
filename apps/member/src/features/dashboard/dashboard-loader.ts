import { type MemberProfile } from '@sbc/contract';
import { type LoaderFunctionArgs } from 'react-router';
import { memberApi, orderApi } from '../../lib/api';
import {
  type MyCertificate,
  type MyCourse,
  type MyEvent,
  type MyOrder,
} from '../../lib/report-types';
import { requireMember, rethrowForLogin } from '../../lib/require-member';
import { memberSession } from '../../lib/session';

/** The member's own lists, still loading: each section waits for its own. */
export interface DashboardActivity {
  events: Promise<MyEvent[]>;
  certificates: Promise<MyCertificate[]>;
  orders: Promise<MyOrder[]>;
  courses: Promise<MyCourse[]>;
}

/** What the dashboard renders. */
export interface DashboardData {
  profile: MemberProfile;
  activity: DashboardActivity;
}

/**
 * `memberAuth` (SPEC section 5): without a Member-Token, to MEMBER_URL/login?return=<this page>.
 * With one, the fresh profile (which also refreshes the member_profile cookie); the four lists
 * are asked for once the session is known to be valid and arrive on their own, so the page
 * shows at once with a loading state per section.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<DashboardData> {
  requireMember(request);
  let profile: MemberProfile;
  try {
    profile = await memberApi.getMemberProfile({ signal: request.signal });
  } catch (error) {
    rethrowForLogin(error, request);
  }
  memberSession.setProfile(profile);
  const { signal } = request;
  return {
    profile,
    activity: {
      events: memberApi.listMyEvents({ signal }),
      certificates: memberApi.listMyCertificates({ signal }),
      orders: orderApi.listMyOrders({ signal }),
      courses: memberApi.listMyCourses({ signal }),
    },
  };
}
