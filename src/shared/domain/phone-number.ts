/**
 * What a phone number as people write one looks like: 7 to 15 digits (a local number without its
 * area code, up to E.164's longest) with the usual separators (spaces, dashes, dots, parentheses),
 * a leading +, and an optional extension ("x123", "ext. 123") whose digits are not counted. Advice
 * only (docs/decisions/resources.md "A customer's phone is any text up to 40 characters"): the API
 * takes any phone api.md allows, and the SPA's form warns when this does not match. Each repeat
 * must take a digit, so matching stays linear.
 */
export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){7,15}[\s().-]*(?:(?:[xX]|[eE][xX][tT]\.?)\s*\d{1,6})?$/;

/** Whether `text` (surrounding spaces aside) reads as a phone number someone could dial. */
export function looksLikePhoneNumber(text: string): boolean {
  return PHONE_PATTERN.test(text.trim());
}
