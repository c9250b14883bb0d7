import type { ProductModel } from '@doorline/api-client';
import { DoorClosed } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import * as styles from '../model-picture.css';

/** The pixel sizes of each box (the CSS's rem at 16 px), given to the image so its place is kept. */
const PIXELS = { small: { width: 32, height: 40 }, large: { width: 96, height: 128 } } as const;

/**
 * A door model's picture in a fixed box (issue 43), loaded lazily and named by the model's name; a
 * model without one shows a neutral door icon, named "No picture".
 */
export function ModelThumbnail({
  model,
  name,
  size = 'small',
}: {
  model: Pick<ProductModel, 'picture'>;
  /** The model's name in the reader's language: the picture's `alt`. */
  name: string;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation('prices');
  return (
    <span className={styles.frame[size]}>
      {model.picture ? (
        <img
          className={styles.image}
          src={model.picture}
          alt={name}
          loading="lazy"
          decoding="async"
          {...PIXELS[size]}
        />
      ) : (
        <DoorClosed className={styles.icon[size]} role="img" aria-label={t('modelPicture.none')} />
      )}
    </span>
  );
}
