import type { ErrorCode, FieldProblem, SuccessEnvelope } from '../../shared/contract/common';
import { VALIDATION_FAILED_MESSAGE } from '../../shared/contract/common';

export type SuccessStatus = 200 | 201;

/** The success envelope; its message follows the status so a replay can rebuild it exactly. */
export function ok<T>(data: T, status: SuccessStatus = 200): SuccessEnvelope<T> {
  return { success: true, message: status === 201 ? 'Created' : 'OK', data };
}

export function failure(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
  return { success: false as const, message, data: { code, ...details } };
}

export function validationFailure(errors: FieldProblem[]) {
  return { success: false as const, message: VALIDATION_FAILED_MESSAGE, data: { errors } };
}
