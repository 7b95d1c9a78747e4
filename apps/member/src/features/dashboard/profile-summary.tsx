import { type MemberProfile } from '@sbc/contract';
import { Avatar } from '../../components/avatar';
import { describeMembership } from '../../lib/membership';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-ink-subtle text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="text-ink mt-0.5 truncate font-medium" title={value}>
        {value || '–'}
      </dd>
    </div>
  );
}

/** The member's photo or initials, names, contact details and membership status. */
export function ProfileSummary({ profile }: { profile: MemberProfile }) {
  const name = `${profile.member_first_name} ${profile.member_last_name}`.trim();
  const membership = describeMembership(profile);
  return (
    <section
      aria-labelledby="profil-saya"
      className="ring-line overflow-hidden rounded-2xl bg-white shadow-sm ring-1"
    >
      <div className="from-brand-800 to-brand-600 h-20 bg-linear-to-r" aria-hidden="true" />
      <div className="-mt-10 px-5 pb-6 sm:px-6">
        <Avatar
          firstName={profile.member_first_name}
          lastName={profile.member_last_name}
          image={profile.member_image}
          className="size-20 text-2xl ring-white"
        />
        <h2 id="profil-saya" className="text-ink mt-3 text-xl font-bold">
          {name}
        </h2>
        <p className="text-ink-muted text-sm">Anggota SBC</p>
        <dl className="mt-5 grid gap-4">
          <Detail label="Email" value={profile.member_email} />
          <Detail label="Nomor ponsel" value={profile.member_mobilephone} />
        </dl>
        <div
          className={`mt-6 rounded-xl p-4 ring-1 ${membership.isActive ? 'bg-success-soft/60 ring-success/20' : 'bg-surface-muted ring-line'}`}
        >
          <p className="text-ink-subtle text-xs font-semibold tracking-wide uppercase">
            Keanggotaan
          </p>
          <p
            className={`mt-1 flex items-center gap-2 font-bold ${membership.isActive ? 'text-success' : 'text-ink'}`}
          >
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${membership.isActive ? 'bg-success' : 'bg-ink-subtle'}`}
            />
            {membership.status}
          </p>
          <p className="text-ink-muted mt-1 text-sm">
            Paket: {membership.packageLabel ?? 'belum ada paket'}
            {membership.endedOn ? ` · berakhir ${membership.endedOn}` : ''}
          </p>
        </div>
      </div>
    </section>
  );
}
