import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { messageTemplates } from '../db/schema';
import { defaultTemplates, type MessageKind, type MessageTemplate } from '../../shared/domain/message-templates';

/** The organization's stored templates, by kind; a kind it never edited is absent. */
export async function storedTemplates(db: DbOrTx, orgId: string): Promise<Map<MessageKind, MessageTemplate>> {
  const rows = await db.select().from(messageTemplates).where(eq(messageTemplates.orgId, orgId));
  return new Map(rows.map((row) => [row.kind, { subject: row.subject, body: row.body }]));
}

/** The words a message of `kind` is written from: the organization's own, else the default. */
export async function templateFor(db: DbOrTx, orgId: string, kind: MessageKind): Promise<MessageTemplate> {
  const [row] = await db
    .select({ subject: messageTemplates.subject, body: messageTemplates.body })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.orgId, orgId), eq(messageTemplates.kind, kind)))
    .limit(1);
  return row ?? defaultTemplates[kind];
}

export async function saveTemplate(
  tx: Tx,
  orgId: string,
  kind: MessageKind,
  template: MessageTemplate,
  now: Date,
): Promise<void> {
  await tx
    .insert(messageTemplates)
    .values({ orgId, kind, ...template, updatedAt: now })
    .onConflictDoUpdate({
      target: [messageTemplates.orgId, messageTemplates.kind],
      set: { ...template, updatedAt: now },
    });
}
