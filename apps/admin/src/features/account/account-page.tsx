import { useLoaderData } from 'react-router';
import { Badge } from '../../components/badge';
import { PageHeader } from '../../components/page-header';
import { cardClass } from '../../components/styles';
import { ROLE_LABELS } from '../../lib/roles';
import type { accountLoader } from './account-route';
import { PasswordForm } from './password-form';

/** `/admin/account`: who is logged in, and a password change. */
export function AccountPage() {
  const { profile } = useLoaderData<typeof accountLoader>();
  return (
    <div>
      <PageHeader
        documentTitle="Akun"
        title="Akun Saya"
        description="Data akun admin Anda dan penggantian kata sandi."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:items-start">
        <section aria-labelledby="profile-heading" className={`${cardClass} p-6`}>
          <h2 id="profile-heading" className="text-brand-900 text-lg font-bold">
            Profil
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-ink-muted">Nama</dt>
              <dd className="text-ink font-semibold">{profile.name}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Email</dt>
              <dd className="text-ink font-semibold break-all">{profile.email}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Peran</dt>
              <dd className="mt-0.5">
                <Badge tone="brand">{ROLE_LABELS[profile.role]}</Badge>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="password-heading" className={`${cardClass} p-6`}>
          <h2 id="password-heading" className="text-brand-900 mb-4 text-lg font-bold">
            Ganti kata sandi
          </h2>
          <PasswordForm />
        </section>
      </div>
    </div>
  );
}
