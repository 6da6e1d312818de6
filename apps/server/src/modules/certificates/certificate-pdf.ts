/**
 * The certificate's PDF, drawn with pdfkit at request: landscape A4, the title, the learner's name,
 * the course, the instructor, the date (en-IN, in the configured time zone), the hours of video, a QR
 * code of the verification link and the link in text. Standard PDF fonts (Helvetica, Times): they
 * hold Latin text only; names in other scripts need an embedded font.
 */
import { CERTIFICATE_CRITERIA, CERTIFICATE_ISSUER_NAME, CERTIFICATE_MSG } from '@cms/contract';

export interface CertificatePdfFacts {
  id: string;
  learnerName: string;
  courseTitle: string;
  instructorName: string;
  issuedAt: Date;
  videoSeconds: number;
  verifyUrl: string;
  revoked: boolean;
}

/** The issue date as shown on the certificate: "26 November 2026". */
export const certificateDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);

export async function certificatePdf(f: CertificatePdfFacts, timeZone: string): Promise<Buffer> {
  // Loaded at the first certificate, not at start (docs/performance.md, restart).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  const qr = await QRCode.toBuffer(f.verifyUrl, { type: 'png', margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    info: {
      Title: `${CERTIFICATE_MSG.title}: ${f.courseTitle}`,
      Author: CERTIFICATE_ISSUER_NAME,
      Subject: `${f.learnerName}, ${f.courseTitle}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 2 * 72;
  doc
    .lineWidth(3)
    .strokeColor('#1e3a8a')
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  doc.fillColor('#1e3a8a').font('Helvetica-Bold').fontSize(34);
  doc.text(CERTIFICATE_MSG.title, 72, 70, { width: inner, align: 'center' });
  doc.fillColor('#444444').font('Helvetica').fontSize(14);
  doc.text('This certifies that', 72, 130, { width: inner, align: 'center' });
  doc.fillColor('#111111').font('Times-Bold').fontSize(32);
  doc.text(f.learnerName, 72, 155, { width: inner, align: 'center' });
  doc.fillColor('#444444').font('Helvetica').fontSize(14);
  doc.text('has completed the course', 72, 205, { width: inner, align: 'center' });
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(22);
  doc.text(f.courseTitle, 72, 228, { width: inner, align: 'center' });
  doc.fillColor('#444444').font('Helvetica').fontSize(12);
  doc.text(CERTIFICATE_CRITERIA, { width: inner, align: 'center' });

  const factsY = 330;
  const facts: [string, string][] = [
    [CERTIFICATE_MSG.instructor, f.instructorName],
    [CERTIFICATE_MSG.issued, certificateDate(f.issuedAt, timeZone)],
    [CERTIFICATE_MSG.videoLabel, CERTIFICATE_MSG.videoLength(f.videoSeconds)],
  ];
  facts.forEach(([label, value], i) => {
    doc
      .fillColor('#666666')
      .font('Helvetica')
      .fontSize(11)
      .text(label, 72, factsY + i * 40);
    doc
      .fillColor('#111111')
      .font('Helvetica-Bold')
      .fontSize(14)
      .text(value, 72, factsY + i * 40 + 14);
  });
  if (f.revoked) {
    doc.fillColor('#b91c1c').font('Helvetica-Bold').fontSize(16).text(CERTIFICATE_MSG.revoked.toUpperCase(), 72, 460);
  }

  const qrSize = 110;
  const qrX = width - 72 - qrSize;
  const qrY = factsY - 6;
  doc.image(qr, qrX, qrY, { width: qrSize, height: qrSize });
  doc.fillColor('#444444').font('Helvetica').fontSize(9);
  doc.text(`${CERTIFICATE_MSG.verifyLink} ${f.verifyUrl}`, 300, qrY + qrSize + 8, {
    width: width - 72 - 300,
    align: 'right',
    link: f.verifyUrl,
  });
  doc.text(`Certificate ID ${f.id}`, 300, qrY + qrSize + 34, { width: width - 72 - 300, align: 'right' });
  doc.end();
  return done;
}
