import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../stories/preview';
import { samplePhoto } from '../private/storyFixtures';
import { fileFromDataUri, samplePngDataUri } from '../private/inputs-storyFixtures';
import { ImagePicker, imagePickerShapes, type ImagePickerProps } from './ImagePicker';
import { controlsFor } from '../private/storyHelpers';

/** The picker with its value in React state, as a form would hold it. */
function Stateful(args: ImagePickerProps) {
  const [value, setValue] = useState<File | null | undefined>(args.value);
  const [error, setError] = useState<string>();
  return (
    <ImagePicker
      {...args}
      value={value}
      errorMessage={error ?? args.errorMessage}
      onChange={(file) => {
        setError(undefined);
        setValue(file);
        args.onChange?.(file);
      }}
      onReject={(file, reason) => {
        setError(reason === 'tooLarge' ? 'The image is too large.' : 'Choose a JPEG, PNG or WebP image.');
        args.onReject?.(file, reason);
      }}
    />
  );
}

function fileInput(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

const meta = preview.meta({
  title: 'Inputs/ImagePicker',
  component: ImagePicker,
  args: { label: 'Profile photo', onChange: fn(), onReject: fn() },
  argTypes: controlsFor('inline-radio', { shape: imagePickerShapes }),
  render: (args) => <Stateful {...args} />,
});

export const Empty = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Profile photo' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  },
});

export const PickAndClear = meta.story({
  name: 'Pick an image and clear it',
  play: async ({ args, canvas, canvasElement }) => {
    const file = fileFromDataUri(samplePngDataUri, 'anna.png');
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onChange).toHaveBeenLastCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'Profile photo' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(16));
    await expect(canvas.getByRole('button', { name: 'Change image' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img', { name: 'Profile photo' })).not.toBeInTheDocument();
    // Focus stays in the picker instead of falling to the page.
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveFocus();
  },
});

export const CurrentImage = meta.story({
  name: 'Current server image',
  args: { src: samplePhoto, description: 'JPEG, PNG or WebP.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', samplePhoto);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('JPEG, PNG or WebP.');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
});

export const TooLarge = meta.story({
  name: 'Invalid: file too large',
  args: { label: 'Dealer logo', shape: 'square', maxSizeBytes: 100 },
  play: async ({ args, canvas, canvasElement }) => {
    const file = fileFromDataUri(samplePngDataUri, 'logo.png');
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onReject).toHaveBeenCalledWith(file, 'tooLarge');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group', { name: 'Dealer logo' })).toHaveAccessibleDescription(
      'The image is too large.',
    );
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      'The image is too large.',
    );
  },
});

export const Disabled = meta.story({
  args: { src: samplePhoto, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
});
