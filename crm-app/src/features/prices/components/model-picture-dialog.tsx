import { MODEL_PICTURE_MAX_BYTES, type ProductModel } from '@doorline/api-client';
import { Button, ConfirmDialog, Dialog, ImagePicker, Inline, toast } from '@doorline/design-system';
import { useState } from 'react';
import { explainError } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n';
import { useRemoveModelPicture, useSetModelPicture } from '../api/model-pictures';

/**
 * A model's picture (issue 43), for whom may manage prices: the picture now, a JPEG, PNG or WebP
 * chosen to upload (Save; it replaces the one there was), or the picture removed after asking. Loaded
 * when it opens. A failure stays in the dialog with the server's words.
 */
export function ModelPictureDialog({
  model,
  name,
  onOpenChange,
}: {
  model: ProductModel;
  /** The model's name in the reader's language. */
  name: string;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation(['prices', 'common']);
  const upload = useSetModelPicture();
  const remove = useRemoveModelPicture();
  // undefined: unchanged (the picture there is shows); a File: chosen, to upload.
  const [file, setFile] = useState<File | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    const message = explainError(t, failure);
    setError(message);
    toast.error(message);
  };

  const save = async () => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync({ id: model.id, file });
      toast.success(t('modelPicture.saved'));
      onOpenChange(false);
    } catch (failure) {
      fail(failure);
    }
  };

  if (asking)
    return (
      <ConfirmDialog
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) setAsking(false);
        }}
        onConfirm={async () => {
          setError(null);
          try {
            await remove.mutateAsync({ id: model.id });
            toast.success(t('modelPicture.removed'));
            onOpenChange(false);
          } catch (failure) {
            fail(failure);
            throw failure;
          }
        }}
        title={t('modelPicture.removeTitle', { name })}
        description={
          <>
            {t('modelPicture.removeText')}
            {error ? <span role="alert">{` ${error}`}</span> : null}
          </>
        }
        confirmLabel={t('modelPicture.remove')}
        cancelLabel={t('modelPicture.cancel')}
        pendingLabel={t('modelPicture.removing')}
        tone="critical"
      />
    );

  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={t('modelPicture.title', { name })}
      isCloseDisabled={upload.isPending}
      footer={
        <Inline gap="sm" justify="end">
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={upload.isPending}>
            {t('modelPicture.cancel')}
          </Button>
          <Button
            onPress={save}
            isDisabled={!file}
            isPending={upload.isPending}
            pendingLabel={t('modelPicture.saving')}
          >
            {t('modelPicture.save')}
          </Button>
        </Inline>
      }
    >
      <ImagePicker
        label={t('modelPicture.label')}
        src={model.picture}
        value={file}
        shape="square"
        onChange={(picked) => {
          setError(null);
          // Clearing the picture there is asks first; clearing a file just chosen goes back to it.
          if (picked) setFile(picked);
          else if (file) setFile(undefined);
          else setAsking(true);
        }}
        maxSizeBytes={MODEL_PICTURE_MAX_BYTES}
        onReject={(_file, reason) =>
          setError(t(reason === 'tooLarge' ? 'modelPicture.tooLarge' : 'modelPicture.wrongType'))
        }
        description={t('modelPicture.hint')}
        errorMessage={error ?? undefined}
        pickLabel={t('modelPicture.upload')}
        changeLabel={t('modelPicture.change')}
        clearLabel={file ? t('modelPicture.cancel') : t('modelPicture.remove')}
      />
    </Dialog>
  );
}
