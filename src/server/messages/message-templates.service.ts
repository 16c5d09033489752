import type { MessageTemplates, UpdateMessageTemplates } from '../../shared/contract/message-templates';
import { defaultTemplates, messageKinds, placeholdersOf } from '../../shared/domain/message-templates';
import type { DbOrTx, Tx } from '../db/client';
import { saveTemplate, storedTemplates } from './message-templates.repo';

/** GET /org/message-templates: every kind, the organization's words or the default. */
export async function readMessageTemplates(db: DbOrTx, orgId: string): Promise<MessageTemplates> {
  const stored = await storedTemplates(db, orgId);
  return {
    templates: messageKinds.map((kind) => {
      const own = stored.get(kind);
      return {
        kind,
        ...(own ?? defaultTemplates[kind]),
        edited: own !== undefined,
        placeholders: [...placeholdersOf[kind]],
      };
    }),
  };
}

/** PATCH /org/message-templates: the kinds named are saved (the body is checked whole before, by the contract). */
export async function changeMessageTemplates(
  tx: Tx,
  orgId: string,
  change: UpdateMessageTemplates,
  now: Date,
): Promise<MessageTemplates> {
  for (const kind of messageKinds) {
    const template = change[kind];
    if (template) await saveTemplate(tx, orgId, kind, template, now);
  }
  return readMessageTemplates(tx, orgId);
}
