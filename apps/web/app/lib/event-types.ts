import type { EventPhase } from './event-labels';

/** What the event pages hand to their components: plain strings, dates already formatted in WIB. */

/** An event as a list card shows it. */
export interface EventCardView {
  id: number;
  slug: string;
  title: string;
  summary: string;
  image: string | null;
  /** "Jumat, 27 November 2026", or a range such as "30 November – 2 Desember 2026". */
  dateLabel: string;
  /** "19.30–21.00 WIB", or "Mulai 08.00 WIB" for an event over several days. */
  timeLabel: string;
  isoStart: string;
  /** "Daring" or the venue. */
  placeLabel: string;
  city: string | null;
  /** "Gratis", "Rp 50.000" or "Anggota Rp 50.000 · Umum Rp 100.000". */
  priceLabel: string;
  /** "Sisa 12 kursi", "Kursi penuh" or "Tanpa batas kursi". */
  seatsLabel: string;
  isFull: boolean;
  phase: EventPhase;
  chapterName: string | null;
}

/** Everything the event page shows. */
export interface EventDetailView extends EventCardView {
  /** Sanitised by the API: programme, speakers, notes. */
  descriptionHtml: string;
  /** Speakers in the order the admin set. */
  speakers: { name: string; title: string }[];
  /** "27 November 2026, 19.30–21.00 WIB". */
  dateRangeLabel: string;
  isoEnd: string;
  isOnline: boolean;
  address: string | null;
  mapUrl: string | null;
  /** Epoch milliseconds of the start, for the countdown. */
  startsAtMs: number;
  registrationOpen: boolean;
  /** Whether a visitor pays (a paid registration continues on the order page). */
  isPaidForVisitors: boolean;
}

/** A registration as its owner sees it. */
export interface RegistrationView {
  code: string;
  /** What its QR code holds (`SBCREG:<code>`, as in the confirmation email): presence scans it. */
  qrText: string;
  /** `registered`, or `pending_payment` until a paid event's order is paid. */
  status: 'registered' | 'pending_payment' | 'cancelled';
  name: string;
  email: string;
  orderCode: string | null;
  /** Checked in at the event (presence recorded). */
  present: boolean;
  /** The certificate check-in issued (`/ecert/v1/<code>`), or null. */
  certificateCode: string | null;
}

/** What `GET /event/:slug/pendaftaran.json` answers: the reader's own registration state. */
export type RegistrationCheck =
  | { kind: 'registered'; asMember: boolean; registration: RegistrationView }
  | {
      kind: 'member';
      memberName: string | null;
      /** What registering costs this member (the API decides: member price while the membership is active). */
      isPaid: boolean;
      /** That cost as the page shows it: `Rp 100.000` or `Gratis` (formatted here, on the server). */
      priceLabel: string;
      memberPrice: boolean;
      /** The member area's home, where a membership is bought or renewed. */
      memberAreaUrl: string;
    }
  | { kind: 'visitor' }
  /** The API could not be asked; the block offers to try again. */
  | { kind: 'unavailable' };

/** The form fields whose API errors are shown beside them. */
export type RegistrationField = 'name' | 'email' | 'phone';

/** What `POST /event/:slug/pendaftaran.json` answers. */
export type RegistrationResult =
  | {
      ok: true;
      intent: 'register';
      message: string;
      registration: RegistrationView;
      /** Whether this browser can ask again (a member token or a visitor id identifies it). */
      canResend: boolean;
      /**
       * A member's paid registration: a one-time connect code for the webview's order page, so the
       * member arrives there in this sign-in (not in an older session the webview kept); null when
       * none could be made (the page then opens the order by its code alone).
       */
      connectCode?: string | null;
    }
  | { ok: true; intent: 'resend'; message: string }
  | {
      ok: false;
      intent: 'register' | 'resend';
      /** The API's status: 400 (fields), 409 (already registered, full), 410 (closed)… */
      status: number;
      message: string;
      fieldErrors: Partial<Record<RegistrationField, string>>;
    };

/**
 * What `POST /event/:slug/bagikan.json` answers: the visitor's link and how many people opened it
 * (`null` without a visitor id: the link is then a new anonymous one, not theirs to come back to).
 */
export type ShareResult =
  { ok: true; url: string; visits: number | null } | { ok: false; message: string };

/** A certificate as its page shows it. */
export interface CertificateView {
  code: string;
  number: string;
  holderName: string;
  eventTitle: string;
  /** "27 November 2026". */
  eventDateLabel: string;
  issuer: string;
  issuedLabel: string;
  isValid: boolean;
  revokeReason: string | null;
  verifyUrl: string;
  pdfUrl: string;
}

/** The fields of the certificate search whose errors are shown beside them. */
export type CertificateField = 'number' | 'email' | 'event_id';

/** What the certificate search answers when it does not move on to the certificate. */
export interface CertificateSearchResult {
  intent: 'number' | 'email';
  ok: boolean;
  message: string | null;
  fieldErrors: Partial<Record<CertificateField, string>>;
}
