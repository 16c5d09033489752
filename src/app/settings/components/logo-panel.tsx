import { useQuery } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { MAX_LOGO_BYTES, MAX_LOGO_PIXELS, type OrgLogo } from '../../../shared/contract/org';
import { useApi } from '../../lib/api-context';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { problemFor } from '../../ui/form-error-summary';
import { Panel } from '../../ui/panel';
import { RefusalNotice } from '../../ui/refusal-notice';
import { logoQuery } from '../api/logo-query';
import { useChangeLogo } from '../api/use-settings-writes';
import { logoUpload } from '../logo-file';

const LOGO_HINT = `PNG or JPEG, at most ${MAX_LOGO_BYTES / 1024} KB and ${MAX_LOGO_PIXELS} pixels a side. Printed at the top left of every estimate and invoice.`;

function LogoPreview({ logo }: { logo: OrgLogo }) {
  const api = useApi();
  const image = useQuery(logoQuery(api, logo.updatedAt));
  if (image.isError) return <RefusalNotice error={image.error} title="The logo could not be shown" />;
  if (!image.data) return <p className="muted">Loading the logo…</p>;
  return <img className="settings-logo__preview" src={image.data} alt="The company logo as stored" />;
}

/** The logo: a preview of the stored one, a file to replace it (sent as soon as it is chosen), or none. */
export function LogoPanel({ logo }: { logo: OrgLogo | null }) {
  const change = useChangeLogo();
  // A file refused before sending (its type, size or pixels), in the contract's words.
  const [chosenProblem, setChosenProblem] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const upload = await logoUpload(file);
    if ('problem' in upload) {
      setChosenProblem(`This file cannot be the logo: it ${upload.problem}.`);
      return;
    }
    setChosenProblem(null);
    change.mutate(upload.base64);
  }

  const serverProblem = problemFor(change.error, 'logo');
  return (
    <Panel title="Logo">
      <div className="stack settings-logo">
        {logo ? <LogoPreview logo={logo} /> : <p className="muted">No logo: documents print the name alone.</p>}
        <Field
          label={logo ? 'Replace the logo' : 'Choose a logo'}
          hint={LOGO_HINT}
          error={chosenProblem ?? (serverProblem && `The logo ${serverProblem}.`)}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/png,image/jpeg"
              className="ui-field__input"
              disabled={change.isPending}
              onChange={(event) => void choose(event)}
            />
          )}
        </Field>
        <RefusalNotice error={change.error} title="The logo was not saved" shownFields={['logo']} />
        {logo && (
          <div>
            <Button busy={change.isPending} onClick={() => change.mutate(null)}>
              Remove logo
            </Button>
          </div>
        )}
      </div>
    </Panel>
  );
}
