// Data for the inputs group's stories and tests only; nothing here is exported from the package.

/** A 16x16 PNG portrait (446 bytes), small enough to inline and real enough for the browser to decode. */
export const samplePngDataUri =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABhUlEQVR42oXQoY7cMBRG4X2DwqKFJpUMDQ0DY+QhlkYymaAMiRQpxEE2sWQpxEFBg+YF+h6F50WWr6WArrbdVjrw/8C9L68GYZAGZdCGztAbLoar4Wa4G2ZDMCRDMVTDy6tFWKRFWbSls/SWi+VquVnultkSLMlSLNU24BAO6VAO7egcvePiuDpujrtjdgRHchRHdQ14hEd6lEd7Ok/vefv18+zumT3BkzzFU30DA2JADqgBPdANv9dn80AYSANloA4NjIgROaJG9Ph5fRZG0kgZqWMDE2JCTqgJPX0BJtJEmahTAwtiQS6oBb18ARbSQlmoSwMrYkWuqBW90q1/3LASVtJKWalrAxERkREV0ZEu0scPX4rMkRBJkRKpsYGMyMiMyuhMl+kzl8w1c8vcM3MmZFKmZGpuYENsyA21oTe6jW/ff3xs3ggbaaNs1K2BHbEjd9SO3j+vz8JO2ik7dW/gQBzIA3X8fX2WDspBPRp4IB7Ix7/WZ+VBfTTwRDz/vz6rT94BtaCGanOL0hAAAAAASUVORK5CYII=';

/** Turns a base64 data: URI into a `File`, as if the user had picked it from disk. */
export function fileFromDataUri(dataUri: string, name: string): File {
  const [header = '', base64 = ''] = dataUri.split(',');
  const type = /data:([^;]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  // A fixed date keeps the story deterministic.
  return new File([bytes], name, { type, lastModified: 1_700_000_000_000 });
}
