import { Link } from 'react-router';
import { AuthFrame } from '../../components/auth-frame';
import { primaryButtonClass, secondaryButtonClass } from '../../components/field-styles';
import { FormAlert } from '../../components/form-alert';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { returnSearch } from '../../lib/return-target';

/** `/logout`: says the member is logged out, with the way back in. */
export function LogoutPage() {
  // Logging in again from here connects the public site as well.
  const loginSearch = returnSearch(`${env.WEB_URL}/`);
  return (
    <AuthFrame title="Keluar" heading="Anda telah keluar">
      <FormAlert tone="success">
        Sesi Anda di Area Anggota SBC telah diakhiri. Terima kasih dan sampai jumpa lagi!
      </FormAlert>
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.login.href(loginSearch)} className={`${primaryButtonClass} w-full py-3`}>
          Masuk Kembali
        </Link>
        <a href={`${env.WEB_URL}/`} className={`${secondaryButtonClass} w-full py-3`}>
          Ke Situs SBC
        </a>
      </div>
    </AuthFrame>
  );
}
