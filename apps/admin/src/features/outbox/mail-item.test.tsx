// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../lib/api-types';
import { MailItem } from './mail-item';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const ICS = 'data:text/calendar;charset=utf-8;method=PUBLISH;base64,QkVHSU46VkNBTEVOREFS';

const mail = (attachments: OutboxMail['attachments']): OutboxMail => ({
  id: 7,
  to: 'laila@contoh.id',
  subject: 'Pendaftaran terkonfirmasi: Kajian Uji',
  text: 'Tunjukkan kode QR terlampir.',
  status: 'stored',
  created_at: 1_780_000_000,
  attachments,
});

afterEach(cleanup);

describe('MailItem', () => {
  it('lists the attachments with size and download, and shows an image', () => {
    render(
      <MailItem
        mail={mail([
          { filename: 'qr-registrasi.png', content_type: 'image/png', size: 1229, data_url: PNG },
          {
            filename: 'kajian-uji.ics',
            content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
            size: 812,
            data_url: ICS,
          },
        ])}
      />,
    );
    const section = within(screen.getByRole('region', { name: 'Lampiran (2)' }));
    expect(section.getByText('1,2 KB')).toBeTruthy();
    expect(section.getByText('812 B')).toBeTruthy();
    const qr = section.getByRole('link', { name: 'Unduh qr-registrasi.png' });
    expect(qr.getAttribute('href')).toBe(PNG);
    expect(qr.getAttribute('download')).toBe('qr-registrasi.png');
    const ics = section.getByRole('link', { name: 'Unduh kajian-uji.ics' });
    expect(ics.getAttribute('href')).toBe(ICS);
    expect(ics.getAttribute('download')).toBe('kajian-uji.ics');
    expect(
      section.getByRole('img', { name: 'Lampiran qr-registrasi.png' }).getAttribute('src'),
    ).toBe(PNG);
    expect(section.getAllByRole('img')).toHaveLength(1);
  });

  it('names a file whose content was not kept, without a download', () => {
    render(
      <MailItem
        mail={mail([
          {
            filename: 'laporan.pdf',
            content_type: 'application/pdf',
            size: 3_670_016,
            data_url: null,
          },
        ])}
      />,
    );
    const section = within(screen.getByRole('region', { name: 'Lampiran (1)' }));
    expect(section.getByText('3,5 MB')).toBeTruthy();
    expect(section.getByText('terlalu besar untuk ditampilkan')).toBeTruthy();
    expect(section.queryByRole('link')).toBeNull();
  });

  it('shows no attachment section for a mail without attachments', () => {
    render(<MailItem mail={mail([])} />);
    expect(screen.queryByText(/Lampiran/)).toBeNull();
    expect(screen.getByText('Tunjukkan kode QR terlampir.')).toBeTruthy();
  });
});
