export interface VisualReportFolders {
  /** The committed baselines, `<id>.png`. */
  baselines: string;
  /** The screenshots that differed, `<id>-received.png`. */
  received: string;
  /** jest-image-snapshot's differences, `<id>-diff.png`. */
  diffs: string;
}

export interface ChangedScreenshot {
  id: string;
  received: string;
  baseline: string | null;
  diff: string | null;
}

export function changedScreenshots(folders: VisualReportFolders): ChangedScreenshot[];
export function writeVisualReport(folders: VisualReportFolders & { out: string; title?: string }): number;
