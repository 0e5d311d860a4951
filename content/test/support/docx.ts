import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { PNG_BASE64 } from './files';

/** A Word document with a heading, a paragraph, a table, links and an image, built with `docx`. */
export function makeDocx(options: { text?: string; link?: string } = {}): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Quarterly report', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun(options.text ?? 'Sales grew in every region.')] }),
          new Paragraph({
            children: [
              new ExternalHyperlink({
                link: options.link ?? 'https://example.com/data',
                children: [new TextRun('the data')],
              }),
            ],
          }),
          new Table({
            rows: [
              new TableRow({
                children: ['Region', 'Sales'].map(
                  (t) => new TableCell({ children: [new Paragraph(t)] }),
                ),
              }),
              new TableRow({
                children: ['North', '12'].map(
                  (t) => new TableCell({ children: [new Paragraph(t)] }),
                ),
              }),
            ],
          }),
          new Paragraph({
            children: [
              new ImageRun({
                type: 'png',
                data: Buffer.from(PNG_BASE64, 'base64'),
                transformation: { width: 10, height: 10 },
                altText: { name: 'dot', description: 'A dot', title: 'dot' },
              }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
