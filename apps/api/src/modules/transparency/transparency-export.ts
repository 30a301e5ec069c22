import { stringify } from 'csv-stringify/sync';
import type PDFKitDocument from 'pdfkit';
import type { MonthlyReport } from '@packdex/shared/schemas';
import { onUse } from '../../lib/on-use.ts';

/** pdfkit, loaded with the first PDF asked for. */
const PDFDocument = onUse<typeof PDFKitDocument>('pdfkit');

/** The report as CSV (RFC 4180): `section,figure,key,value` a line; a figure with nothing to measure is empty. */
export function reportCsv(report: MonthlyReport): string {
  const rows = report.sections.flatMap((section) =>
    section.rows.map((r) => [
      section.title,
      r.label,
      `${section.id}.${r.key}`,
      r.value === null ? '' : String(r.value),
    ]),
  );
  return stringify([['section', 'figure', 'key', 'value'], ...rows], { record_delimiter: 'windows' });
}

/** A figure as printed: a dash for nothing to measure. */
const shown = (value: number | null) => (value === null ? '—' : String(value));

/**
 * The report as a one-page PDF (A4): a title, the month and when it was made, then each section as
 * a two-column table. `compress: false` leaves the text readable in the file (tests).
 */
export function reportPdf(
  report: MonthlyReport,
  siteName: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const Doc = PDFDocument();
  const doc = new Doc({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    info: { Title: `${siteName} monthly report ${report.month}`, Author: siteName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const valueWidth = 90;
  doc.font('Helvetica-Bold').fontSize(16).text(`${siteName}: processor and transparency report, ${report.month}`);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(
      `From ${report.from.slice(0, 10)} to ${report.to.slice(0, 10)} (UTC, the end excluded). Made ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC.`,
    )
    .fillColor('#000');
  for (const section of report.sections) {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(section.title, left);
    doc.font('Helvetica').fontSize(10);
    for (const r of section.rows) {
      const y = doc.y + 2;
      doc.text(r.label, left, y, { width: width - valueWidth });
      doc.text(shown(r.value), left + width - valueWidth, y, { width: valueWidth, align: 'right' });
      doc
        .moveTo(left, doc.y + 1)
        .lineTo(left + width, doc.y + 1)
        .lineWidth(0.3)
        .strokeColor('#ccc')
        .stroke();
      doc.y += 3;
    }
  }
  doc.end();
  return done;
}
