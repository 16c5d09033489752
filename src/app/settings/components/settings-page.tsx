import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MAX_ADDRESS_LINES, type OrgSettings } from '../../../shared/contract/org';
import { useApi } from '../../lib/api-context';
import { orgSettingsQuery } from '../../org/api/org-queries';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { FormErrorSummary, problemFor } from '../../ui/form-error-summary';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { Panel } from '../../ui/panel';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useSaveSettings } from '../api/use-settings-writes';
import { LogoPanel } from './logo-panel';
import { TextArea } from './text-area';
import { MessageTemplatesPanel } from './message-templates-panel';
import './settings.css';

/** The fields the form shows problems beside (a problem of one address line is the address's). */
const shownFields = [
  'name',
  'addressLines',
  ...Array.from({ length: MAX_ADDRESS_LINES + 1 }, (_, index) => `addressLines.${index}`),
  'phone',
  'email',
  'documentTerms',
  'estimateValidityDays',
  'distanceUnit',
  'visitNotices',
];

interface Values {
  name: string;
  address: string;
  phone: string;
  email: string;
  documentTerms: string;
  estimateValidityDays: string;
  distanceUnit: OrgSettings['distanceUnit'];
  visitNotices: OrgSettings['visitNotices'];
}

const valuesOf = (settings: OrgSettings): Values => ({
  name: settings.name,
  address: settings.addressLines.join('\n'),
  phone: settings.phone ?? '',
  email: settings.email ?? '',
  documentTerms: settings.documentTerms ?? '',
  estimateValidityDays: String(settings.estimateValidityDays),
  distanceUnit: settings.distanceUnit,
  visitNotices: settings.visitNotices,
});

/** Optional text: blank is "none", sent as null. */
const orNull = (value: string) => value.trim() || null;

/** The address as printed: one line per line typed, blank lines dropped. */
const addressLinesOf = (address: string) =>
  address
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function CompanyForm({ settings }: { settings: OrgSettings }) {
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [daysProblem, setDaysProblem] = useState<string | undefined>();
  const save = useSaveSettings();
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const problem = (field: string) => problemFor(save.error, field);
  const addressProblem =
    problem('addressLines') ??
    shownFields
      .filter((field) => field.startsWith('addressLines.'))
      .map(problem)
      .find(Boolean);

  function submit(event: FormEvent) {
    event.preventDefault();
    const days = Number(values.estimateValidityDays.trim());
    if (values.estimateValidityDays.trim() === '' || !Number.isInteger(days)) {
      setDaysProblem('Enter a whole number of days, such as 30.');
      return;
    }
    setDaysProblem(undefined);
    // The server validates (one set of rules): its 422 lands on the fields below. The form only tidies what was typed.
    save.mutate({
      name: values.name.trim(),
      addressLines: addressLinesOf(values.address),
      phone: orNull(values.phone),
      email: orNull(values.email),
      documentTerms: orNull(values.documentTerms),
      estimateValidityDays: days,
      distanceUnit: values.distanceUnit,
      visitNotices: values.visitNotices,
    });
  }

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label="Company settings">
      <FormErrorSummary error={save.error} shownFields={shownFields} />
      <Panel title="Company">
        <div className="stack">
          <TextField
            label="Company name"
            hint="As printed on estimates and invoices."
            required
            autoComplete="organization"
            value={values.name}
            onChange={(event) => set('name')(event.target.value)}
            error={problem('name')}
          />
          <TextArea
            label="Address"
            hint={`Up to ${MAX_ADDRESS_LINES} lines, printed under the name as typed.`}
            rows={3}
            value={values.address}
            onChange={set('address')}
            error={addressProblem}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => set('phone')(event.target.value)}
            error={problem('phone')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
            error={problem('email')}
          />
        </div>
      </Panel>
      <Panel title="Estimates and invoices">
        <div className="stack">
          <TextArea
            label="Terms"
            hint="Printed at the end of every estimate and invoice."
            rows={6}
            value={values.documentTerms}
            onChange={set('documentTerms')}
            error={problem('documentTerms')}
          />
          <TextField
            label="Estimates are valid for (days)"
            hint="A new estimate expires this many days after it is made."
            inputMode="numeric"
            value={values.estimateValidityDays}
            onChange={(event) => set('estimateValidityDays')(event.target.value)}
            error={daysProblem ?? problem('estimateValidityDays')}
          />
        </div>
      </Panel>
      <Panel title="Maps and routes">
        <SelectField
          label="Distances in"
          hint="How the board, fit and routes word a distance."
          value={values.distanceUnit}
          onChange={(event) => set('distanceUnit')(event.target.value)}
          error={problem('distanceUnit')}
        >
          <option value="mi">Miles</option>
          <option value="km">Kilometers</option>
        </SelectField>
      </Panel>
      <Panel title="Customer notices">
        <SelectField
          label="Tell customers of their visits"
          hint="An e-mail when their work is scheduled, moved or taken off the schedule, a minute after the last change."
          value={values.visitNotices}
          onChange={(event) => set('visitNotices')(event.target.value)}
          error={problem('visitNotices')}
        >
          <option value="off">Never</option>
          <option value="ask">Ask me after each change on the board</option>
          <option value="automatic">Always, by itself</option>
        </SelectField>
      </Panel>
      <div className="ui-form-actions">
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** Settings: the company as its documents print it, the logo, the estimates' validity, the distance unit and what customers are told. */
export function SettingsPage() {
  const api = useApi();
  const settings = useQuery(orgSettingsQuery(api));
  return (
    <>
      <PageHeader title="Settings" />
      {settings.isPending ? (
        <Loading label="Loading settings" />
      ) : settings.isError ? (
        <ApiErrorNotice error={settings.error} />
      ) : (
        <div className="settings-page">
          <CompanyForm settings={settings.data} />
          <div className="stack">
            <LogoPanel logo={settings.data.logo} />
            <MessageTemplatesPanel companyName={settings.data.name} />
          </div>
        </div>
      )}
    </>
  );
}
