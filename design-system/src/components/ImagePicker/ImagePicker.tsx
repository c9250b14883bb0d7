import { useRef } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../Button/Button';
import { FieldLabel } from '../private/inputs-FieldLabel';
import { FieldMessagesById, useFieldMessageIds } from '../private/inputs-FieldMessagesById';
import * as fieldStyles from '../private/field.css';
import { ImageIcon } from '../private/icons';
import * as styles from './ImagePicker.css';
import { useObjectUrlRef } from './useObjectUrlRef';

export const imagePickerShapes = ['round', 'square'] as const;
export type ImagePickerShape = (typeof imagePickerShapes)[number];

export const imagePickerFileTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a picked file was not accepted; the parent turns it into an `errorMessage`. */
export type ImagePickerRejection = 'tooLarge' | 'wrongType';

export interface ImagePickerProps {
  /** Names the group and is the preview's alt text. */
  label: string;
  /**
   * The picked file. `undefined` means unchanged (the `src` image shows), `null` means cleared,
   * a `File` shows its preview. Use `undefined` as a form's default so "unchanged" is not dirty.
   */
  value?: File | null;
  /** The current image on the server. */
  src?: string | null;
  /** A new file, or `null` when the user clears the image. */
  onChange?: (file: File | null) => void;
  /** Files larger than this are not accepted: `onReject(file, 'tooLarge')` is called instead of `onChange`. */
  maxSizeBytes?: number;
  /** Called with a file that was refused and why (`wrongType` or `tooLarge`), to tell the user. */
  onReject?: (file: File, reason: ImagePickerRejection) => void;
  /** Help text under the picker, e.g. the allowed types and size. */
  description?: string;
  /** Set by the parent (e.g. from `onReject` or the form's schema); marks the picker invalid. */
  errorMessage?: string;
  /** The text of the button that opens the file chooser. */
  pickLabel?: string;
  /** The text of the button that replaces the chosen image. */
  changeLabel?: string;
  /** The text of the button that removes the image. */
  clearLabel?: string;
  /** `round` for photos of people, `square` for logos and products. */
  shape?: ImagePickerShape;
  /** Marks the field as required: screen readers announce it and a native form will not submit it empty. */
  isRequired?: boolean;
  /** Disables the control: it cannot be focused or changed and is drawn dimmed. */
  isDisabled?: boolean;
}

/**
 * Pick a JPEG, PNG or WebP image (RAC `FileTrigger`), preview it through an object URL (revoked when the
 * file changes or the picker unmounts) and clear it. `value` is tri-state: `undefined` = unchanged (shows
 * the server `src`), a `File` = picked, `null` = cleared; so use `undefined` as the form default and the
 * form is dirty exactly when the user picked or cleared. Files over `maxSizeBytes` or of another type go to
 * `onReject(file, reason)`; the parent turns that into `errorMessage`.
 */
export function ImagePicker({
  label,
  value,
  src,
  onChange,
  maxSizeBytes,
  onReject,
  description,
  errorMessage,
  pickLabel = 'Choose image',
  changeLabel = 'Change image',
  clearLabel = 'Clear',
  shape = 'round',
  isRequired,
  isDisabled,
}: ImagePickerProps) {
  const ids = useFieldMessageIds({ description, errorMessage });
  const { labelId, describedBy } = ids;
  const previewRef = useObjectUrlRef(value);
  const actionsRef = useRef<HTMLDivElement>(null);
  const hasImage = value instanceof File || (value === undefined && !!src);

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!(imagePickerFileTypes as readonly string[]).includes(file.type)) onReject?.(file, 'wrongType');
    else if (maxSizeBytes !== undefined && file.size > maxSizeBytes) onReject?.(file, 'tooLarge');
    else onChange?.(file);
  };

  const clear = () => {
    // The clear button is about to disappear: keep focus in the picker, on the pick button.
    actionsRef.current?.querySelector('button')?.focus();
    onChange?.(null);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className={fieldStyles.field}
      data-invalid={errorMessage ? true : undefined}
      data-disabled={isDisabled || undefined}
    >
      <FieldLabel id={labelId} elementType="span" isRequired={isRequired}>
        {label}
      </FieldLabel>
      <div className={styles.row}>
        <span className={`${styles.preview} ${styles.shape[shape]}`}>
          {value instanceof File ? (
            // The key gives each file a fresh <img>, so the old object URL is never shown after revoking.
            <img
              key={`${value.name}-${value.lastModified}`}
              ref={previewRef}
              alt={label}
              className={styles.image}
            />
          ) : hasImage && src ? (
            <img src={src} alt={label} className={styles.image} />
          ) : (
            <ImageIcon />
          )}
        </span>
        <div ref={actionsRef} className={styles.actions}>
          <FileTrigger acceptedFileTypes={imagePickerFileTypes} onSelect={pick}>
            <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-describedby={describedBy}>
              {hasImage ? changeLabel : pickLabel}
            </Button>
          </FileTrigger>
          {hasImage && (
            <Button variant="ghost" size="sm" isDisabled={isDisabled} onPress={clear}>
              {clearLabel}
            </Button>
          )}
        </div>
      </div>
      <FieldMessagesById ids={ids} description={description} errorMessage={errorMessage} />
    </div>
  );
}
