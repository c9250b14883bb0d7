import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker } from './ImagePicker';

let created: string[];
const createObjectURL = vi.fn((_file: Blob) => {
  const url = `blob:test/${created.length + 1}`;
  created.push(url);
  return url;
});
const revokeObjectURL = vi.fn((_url: string) => {});

// jsdom has no working object URLs. The fakes stand in for each test only: the next test file in
// the worker (`isolate: false`) sees the page's own.
const own = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  created = [];
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  cleanup();
  Object.assign(URL, own);
});

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

function Controlled({ src, onChange }: { src?: string; onChange?: (file: File | null) => void }) {
  const [value, setValue] = useState<File | null | undefined>(undefined);
  return (
    <ImagePicker
      label="Profile photo"
      src={src}
      value={value}
      onChange={(file) => {
        setValue(file);
        onChange?.(file);
      }}
    />
  );
}

describe('ImagePicker', () => {
  it('previews a picked file through an object URL, with the label as alt text', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const file = png('me.png');
    pick(file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe('blob:test/1');
  });

  it('revokes the previous URL when another file is picked, and the last one on unmount', () => {
    const { unmount } = render(<Controlled />);
    pick(png('first.png'));
    pick(png('second.png'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(revokeObjectURL).not.toHaveBeenCalledWith('blob:test/2');
    expect(screen.getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe('blob:test/2');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/2');
  });

  it('revokes the URL when cleared, and shows no image after clearing the server one', () => {
    const onChange = vi.fn();
    render(<Controlled src="data:image/png;base64,AAAA" onChange={onChange} />);
    expect(screen.getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe(
      'data:image/png;base64,AAAA',
    );
    pick(png('new.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(screen.queryByRole('img', { name: 'Profile photo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy();
  });

  it('reports a file over maxSizeBytes instead of taking it', () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    render(<ImagePicker label="Logo" maxSizeBytes={5} onChange={onChange} onReject={onReject} />);
    const big = png('big.png', 6);
    pick(big);
    expect(onReject).toHaveBeenCalledWith(big, 'tooLarge');
    expect(onChange).not.toHaveBeenCalled();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
