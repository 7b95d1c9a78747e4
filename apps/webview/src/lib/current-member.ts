import { type MemberProfile } from '@sbc/contract';
import { sessionCheckApi } from './api';
import { httpStatusOf } from './messages';
import { memberSession } from './session';

/**
 * The member of this host's session as the API knows them now (the cached profile is refreshed).
 * A session ended elsewhere ("Keluar" on another host of the device, a new password: a 401 that
 * clears its cookies) is nobody; an unreachable API leaves the cached profile.
 */
export async function currentMember(signal: AbortSignal): Promise<Partial<MemberProfile> | null> {
  if (!memberSession.isLoggedIn()) return null;
  try {
    const { member_profile: profile } = await sessionCheckApi.checkMemberConnection({ signal });
    memberSession.setProfile(profile);
    return profile;
  } catch (error) {
    if (httpStatusOf(error) === 401) return null;
    return memberSession.getProfile<Partial<MemberProfile>>();
  }
}

/** Whether lists show the member price: a member whose membership is active (the event page asks the API). */
export function seesMemberPrice(member: Partial<MemberProfile> | null): boolean {
  return member?.membership_active === true;
}
