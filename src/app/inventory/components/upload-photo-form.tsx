import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../client/api-error';
import { photoCategories, type Photo } from '../../../shared/contract/inventory';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { problemFor } from '../../ui/form-error-summary';
import { RefusalNotice } from '../../ui/refusal-notice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useAddPhoto, type NumberedTree } from '../api/use-inventory-writes';
import { fitPhoto } from '../../lib/fit-photo';
import { readBase64 } from '../../lib/read-base64';

const NO_FILE = 'Choose a photo first.';
const TOO_LARGE =
  'This photo is larger than the server accepts, even made smaller here. Save it smaller (a lower quality or size) and try again.';

/** The problem to show beside the file picker: too large (413) or not an image (422 on `data`). */
function fileProblem(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 413) return TOO_LARGE;
  return problemFor(error, 'data');
}

/** Uploads a photo of a tree from this computer: JPEG, PNG or WebP, with a category and caption. */
export function UploadPhotoForm({ tree }: { tree: NumberedTree }) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<Photo['category']>('general');
  const [caption, setCaption] = useState('');
  const [localProblem, setLocalProblem] = useState<string | undefined>();
  const picker = useRef<HTMLInputElement>(null);
  const upload = useAddPhoto(tree);
  const attempt = useAttemptKey();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setLocalProblem(NO_FILE);
      return;
    }
    let data: string;
    try {
      data = await readBase64(await fitPhoto(file));
    } catch (error) {
      setLocalProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    setLocalProblem(undefined);
    const body = { data, category, caption: caption.trim() || null };
    upload.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.settle();
          setFile(null);
          setCaption('');
          if (picker.current) picker.current.value = '';
        },
      },
    );
  }

  const unshown = upload.error instanceof ApiError && upload.error.status === 413 ? null : upload.error;
  return (
    <form onSubmit={submit} noValidate className="stack" aria-label="Upload a photo">
      <RefusalNotice error={unshown} title="Photo not uploaded" shownFields={['data', 'category', 'caption']} />
      <Field label="Photo" hint="JPEG, PNG or WebP." error={localProblem ?? fileProblem(upload.error)}>
        {(control) => (
          <input
            {...control}
            ref={picker}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="ui-form-grid">
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as Photo['category'])}
          error={problemFor(upload.error, 'category')}
        >
          {photoCategories.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Caption"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          error={problemFor(upload.error, 'caption')}
        />
      </div>
      <div>
        <Button type="submit" busy={upload.isPending}>
          Upload photo
        </Button>
      </div>
    </form>
  );
}
