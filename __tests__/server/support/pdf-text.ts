// The text of a PDF, as a reader extracts it: pdf-parse (PDF.js) run in a
// child Node process, since PDF.js loads its worker by a dynamic import that
// Jest's module sandbox refuses.
import { execFile } from "node:child_process";

const EXTRACT = `
import { PDFParse } from "pdf-parse";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
process.stdout.write((await parser.getText()).text);
await parser.destroy();
`;

export function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ["--input-type=module", "-e", EXTRACT], { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`pdf-parse failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
    child.stdin?.end(Buffer.from(pdf));
  });
}
