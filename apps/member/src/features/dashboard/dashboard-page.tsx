import { useLoaderData } from 'react-router';
import { ActivitySections } from './activity-sections';
import { BackToSiteLink } from './back-to-site-link';
import { type DashboardData } from './dashboard-loader';
import { MemberShell } from './member-shell';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';

/** `/`: the logged-in member's profile, membership, activities and account settings. */
export function DashboardPage() {
  const { profile, activity } = useLoaderData<DashboardData>();
  return (
    <MemberShell>
      <title>Dasbor | Area Anggota SBC</title>
      {/* Brand blue at every width: its links (the way back below md) get the light ring. */}
      <div className="focus-inverse bg-brand text-ink-inverse">
        <div className="mx-auto max-w-6xl px-4 pt-8 pb-20">
          <p className="text-brand-200 text-sm font-semibold tracking-wide uppercase">
            Area Anggota
          </p>
          <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
            Halo, {profile.member_first_name}!
          </h1>
          <p className="mt-2 max-w-2xl text-white/85">
            Kelola profil dan keanggotaan Anda, serta pantau event, sertifikat, pesanan, dan kelas
            Anda di SBC.
          </p>
          <BackToSiteLink className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-white underline underline-offset-4 md:hidden" />
        </div>
      </div>
      <div className="mx-auto -mt-12 grid max-w-6xl gap-6 px-4 pb-12 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-1">
          <ProfileSummary profile={profile} />
        </div>
        <div className="space-y-6 lg:col-span-2">
          <ActivitySections activity={activity} />
          <ProfileForm profile={profile} />
          <PasswordForm />
        </div>
      </div>
    </MemberShell>
  );
}
