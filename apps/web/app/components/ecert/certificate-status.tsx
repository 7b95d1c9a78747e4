import { AlertIcon, CheckCircleIcon } from '../events/event-icons';

/** The certificate's status badge: "Sah" (valid) or "Dicabut" (revoked). */
export function CertificateStatus({ isValid }: { isValid: boolean }) {
  const Icon = isValid ? CheckCircleIcon : AlertIcon;
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-bold ${
        isValid ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'
      }`}
    >
      <span className="sr-only">Status: </span>
      <Icon className="size-4" />
      <span>{isValid ? 'Sah' : 'Dicabut'}</span>
    </p>
  );
}
