// Reads a PDF back for the tests (issue 28): its text per page, and a page drawn to PNG, through
// pdfjs-dist (Mozilla's PDF.js) and @napi-rs/canvas. Test-only: the server never loads them.
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function open(bytes: Uint8Array) {
  // PDF.js takes the array over (it may detach it): give it a copy.
  return getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}

/** Each page's text, its runs joined by spaces (a run is what one `text` call drew, or a line of it). */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await open(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter(Boolean)
          .join(' '),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** The metadata of the PDF: its page count and the page size in points. */
export async function pdfInfo(bytes: Uint8Array) {
  const pdf = await open(bytes);
  try {
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    return { pages: pdf.numPages, width: width!, height: height! };
  } finally {
    await pdf.destroy();
  }
}

/** Page `n` drawn at `scale` (1 = 72 dpi) on a white background, as PNG bytes and raw RGBA. */
export async function renderPage(bytes: Uint8Array, n: number, scale = 1) {
  const pdf = await open(bytes);
  try {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { png: await canvas.encode('png'), rgba, width: canvas.width, height: canvas.height };
  } finally {
    await pdf.destroy();
  }
}

/**
 * How many pixels of two same-sized RGBA images differ by more than `threshold` (0 to 255) in any
 * channel: the visual baseline's measure.
 */
export function differingPixels(a: Uint8ClampedArray, b: Uint8ClampedArray, threshold = 48): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (
      Math.abs(a[i]! - b[i]!) > threshold ||
      Math.abs(a[i + 1]! - b[i + 1]!) > threshold ||
      Math.abs(a[i + 2]! - b[i + 2]!) > threshold
    )
      count++;
  }
  return count;
}
