import { z } from 'zod';
import { cursorQuerySchema, textSchema, timestampSchema, uuidSchema } from './common';
import { scopeSchema, scopes } from './scopes';

/**
 * API keys made and revoked through the API (extension, scope keys:write; docs/decisions/crews.md
 * "Crew keys"). A key is stored hashed and its secret shown once, in the answer that made it.
 */

export const MAX_KEY_NAME_LENGTH = 100;

/** How many days a crew key reaches back from the organization's today, and ahead of it. */
export const CREW_REACH_DAYS_BACK = 7;
export const CREW_REACH_DAYS_AHEAD = 14;

export const apiKeySchema = z
  .object({
    id: uuidSchema,
    name: z
      .string()
      .nullable()
      .meta({ description: 'what people call the key; null for a key made on the command line without --name' }),
    crewId: uuidSchema.nullable().meta({
      description: "the crew a crew key is bound to (it sees only its crew's days); null for an office key",
    }),
    scopes: z.array(scopeSchema),
    createdAt: timestampSchema,
    expiresAt: timestampSchema.nullable().meta({ description: 'null: never expires' }),
    revokedAt: timestampSchema.nullable().meta({ description: 'null: not revoked' }),
    lastUsedAt: timestampSchema
      .nullable()
      .meta({ description: 'its latest request, to within five minutes; null: never used since it was made' }),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z.string().nullable().meta({
      description:
        'the key itself (send it as Authorization: ApiKey <key>), in this answer only: it is stored hashed, so a replay of the create answers null',
    }),
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const createApiKeySchema = z
  .strictObject({
    name: textSchema(1, MAX_KEY_NAME_LENGTH),
    crewId: uuidSchema.nullable().optional().meta({
      description: "bind the key to this crew: it then sees only its crew's days; omit or null for an office key",
    }),
    scopes: z
      .array(scopeSchema)
      .min(1, 'must name at least one scope')
      .max(scopes.length + 1)
      .transform((named) => [...new Set(named)]),
    expiresAt: z.iso
      .datetime({ offset: true })
      .optional()
      .meta({ description: 'when the key stops working; omit for never (not allowed when the making key expires)' }),
  })
  .meta({ id: 'CreateApiKey' });
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

export const listApiKeysQuerySchema = cursorQuerySchema;
export type ListApiKeysQuery = z.infer<typeof listApiKeysQuerySchema>;

export const apiKeyParamsSchema = z.object({ keyId: uuidSchema });
