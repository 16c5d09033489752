import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { MessageTemplateRecord } from '../../../shared/contract/message-templates';
import {
  defaultTemplates,
  MAX_TEMPLATE_BODY_CHARS,
  messageKindLabels,
  messageKinds,
  renderTemplate,
  type MessageKind,
} from '../../../shared/domain/message-templates';
import { useApi } from '../../lib/api-context';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { FormErrorSummary, problemFor } from '../../ui/form-error-summary';
import { Loading } from '../../ui/loading';
import { Panel } from '../../ui/panel';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { messageTemplatesQuery, useSaveTemplate } from '../api/message-templates';
import { sampleValues } from '../template-samples';
import { TextArea } from './text-area';

/** One kind's words: subject and body, a live preview with sample values, saved on their own. */
function TemplateForm({ template, companyName }: { template: MessageTemplateRecord; companyName: string }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const save = useSaveTemplate();
  const { kind } = template;
  const fields = [`${kind}.subject`, `${kind}.body`];
  const preview = renderTemplate({ subject, body }, sampleValues(companyName));
  const restore = () => {
    setSubject(defaultTemplates[kind].subject);
    setBody(defaultTemplates[kind].body);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ [kind]: { subject, body } });
  }

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label={`${messageKindLabels[kind]} message`}>
      <FormErrorSummary error={save.error} shownFields={fields} />
      <TextField
        label="Subject"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={problemFor(save.error, `${kind}.subject`)}
      />
      <TextArea
        label="Message"
        hint={`Up to ${MAX_TEMPLATE_BODY_CHARS} characters. Placeholders: ${template.placeholders.map((name) => `{${name}}`).join(' ')}`}
        rows={9}
        value={body}
        onChange={setBody}
        error={problemFor(save.error, `${kind}.body`)}
      />
      <section className="settings-preview" aria-label="Preview">
        <h3 className="settings-preview__title">Preview</h3>
        <p className="settings-preview__subject">{preview.subject}</p>
        <pre className="settings-preview__body">{preview.body}</pre>
      </section>
      <div className="ui-form-actions">
        <Button type="button" onClick={restore}>
          Use the default words
        </Button>
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save message
        </Button>
      </div>
    </form>
  );
}

/** Settings' editor of what customers are sent: one kind of message at a time, previewed as typed. */
export function MessageTemplatesPanel({ companyName }: { companyName: string }) {
  const api = useApi();
  const templates = useQuery(messageTemplatesQuery(api));
  const [kind, setKind] = useState<MessageKind>('visitScheduled');
  const template = templates.data?.templates.find((candidate) => candidate.kind === kind);
  return (
    <Panel title="Messages to customers">
      {templates.isPending ? (
        <Loading label="Loading messages" />
      ) : templates.isError ? (
        <ApiErrorNotice error={templates.error} />
      ) : (
        <div className="stack">
          <SelectField
            label="Kind of message"
            value={kind}
            onChange={(event) => setKind(event.target.value as MessageKind)}
          >
            {messageKinds.map((option) => (
              <option key={option} value={option}>
                {messageKindLabels[option]}
              </option>
            ))}
          </SelectField>
          {template && (
            // A new kind, or its words saved anew, starts the form from what is stored.
            <TemplateForm
              key={`${kind} ${template.subject} ${template.body}`}
              template={template}
              companyName={companyName}
            />
          )}
        </div>
      )}
    </Panel>
  );
}
