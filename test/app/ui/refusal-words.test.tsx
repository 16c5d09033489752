import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api-error';
import { ApiErrorNotice } from '../../../src/app/ui/api-error-notice';
import { FormErrorSummary } from '../../../src/app/ui/form-error-summary';

const refused = (...errors: { field: string; problem: string }[]) =>
  new ApiError(422, 'validation_failed', 'Validation failed', errors);

describe('a refused request', () => {
  it('says what was wrong with each value in words, not "Validation failed" or field paths', () => {
    render(
      <ApiErrorNotice
        error={refused(
          { field: 'minAgeDays', problem: 'must be at most 36500' },
          { field: 'estimateId', problem: 'is completed; only accepted work can be placed' },
          { field: 'lines.2.quantity', problem: 'must be at least 0.01' },
        )}
      />,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(
      'Min age days must be at most 36500. Estimate is completed; only accepted work can be placed. Line 3 quantity must be at least 0.01.',
    );
    expect(notice).not.toHaveTextContent('Validation failed');
  });

  it("lists in a form's summary only the problems of values the form has no field for", () => {
    render(
      <FormErrorSummary
        error={refused(
          { field: 'name', problem: 'must not be empty' },
          { field: 'crewIds.0', problem: 'is not a crew of this organization' },
        )}
        shownFields={['name']}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Crew 1 is not a crew of this organization.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('must not be empty');
  });
});
